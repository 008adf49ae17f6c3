import { adminPaths } from '@festival/shared/api-schemas/admin';
import { apiGet } from '@festival/shared/api-client/api-client';

/** A form's submission as the admin API answers it: texts by field slug, uploaded files as links. */
export interface FormEntry {
  id: number;
  created_at: string;
  values: Record<string, string>;
  files?: Record<string, { name: string; url: string }>;
}
export interface FormEntryPage {
  count: number;
  next: string | null;
  previous: string | null;
  /** The form's fields in order: the table's columns. */
  fields?: { slug: string; label: string; field_type: number }[];
  results: FormEntry[];
}

export function getFormEntries(formId: number | string, page: number, signal?: AbortSignal): Promise<FormEntryPage> {
  return apiGet<FormEntryPage>(adminPaths.formEntries(formId), { locale: null, query: { page }, signal });
}
