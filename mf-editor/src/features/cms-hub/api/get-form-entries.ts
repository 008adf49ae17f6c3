import { apiGet } from '@festival/shared/api-client/api-client';
import { formEntriesPath } from './admin-paths';
import type { FormEntry } from './admin-types';

export function getFormEntries(formId: number | string, page: number, signal?: AbortSignal): Promise<{ count: number; next: string | null; previous: string | null; results: FormEntry[] }> {
  return apiGet(formEntriesPath(formId, 'json'), { locale: null, query: { page }, signal });
}
