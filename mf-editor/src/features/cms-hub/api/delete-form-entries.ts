import { adminPaths } from '@festival/shared/api-schemas/admin';
import { apiRequest } from '@festival/shared/api-client/api-client';

/** Deletes a form's entries received before a Berlin day ("YYYY-MM-DD"), with their uploads. */
export function deleteEntriesBefore(formId: number, day: string): Promise<{ deleted: number }> {
  return apiRequest<{ deleted: number }>(adminPaths.formEntries(formId), { method: 'DELETE', locale: null, query: { before: day } });
}

/** Deletes the chosen entries of a form, with their uploads. */
export function deleteEntries(formId: number, ids: number[]): Promise<{ deleted: number }> {
  return apiRequest<{ deleted: number }>(adminPaths.formEntries(formId), { method: 'DELETE', locale: null, query: { ids: ids.join(',') } });
}
