import { apiGet } from '@festival/shared/api-client/api-client';
import type { CollectionName } from '../collections/field-spec';
import { adminPath } from './admin-paths';
import type { HistoryEntry } from './admin-types';

/** The object's audited writes, newest first; a paged answer gives its results. */
export async function getAdminHistory(collection: CollectionName, id: number | string, signal?: AbortSignal): Promise<HistoryEntry[]> {
  const answer = await apiGet<HistoryEntry[] | { results: HistoryEntry[] }>(`${adminPath(collection, id)}history/`, { locale: null, signal });
  return Array.isArray(answer) ? answer : answer.results;
}
