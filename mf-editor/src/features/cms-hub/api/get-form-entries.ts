import { adminPaths } from '@festival/shared/api-schemas/admin';
import { apiGet } from '@festival/shared/api-client/api-client';

/** A form's submissions; the shape follows the admin contract once it names one. */
export interface FormEntry {
  id: number;
  created_at: string;
  values: Record<string, unknown>;
}
export interface FormEntryPage {
  count: number;
  next: string | null;
  previous: string | null;
  results: FormEntry[];
}

export function getFormEntries(formId: number | string, page: number, signal?: AbortSignal): Promise<FormEntryPage> {
  return apiGet<FormEntryPage>(adminPaths.formEntries(formId), { locale: null, query: { page }, signal });
}
