import { adminPaths } from '@festival/shared/api-schemas/admin';
import type { AdminFormEntryPage } from '@festival/shared/api-schemas/admin-content';
import { apiGet } from '@festival/shared/api-client/api-client';

export function getFormEntries(formId: number | string, page: number, signal?: AbortSignal): Promise<AdminFormEntryPage> {
  return apiGet<AdminFormEntryPage>(adminPaths.formEntries(formId), { locale: null, query: { page }, signal });
}
