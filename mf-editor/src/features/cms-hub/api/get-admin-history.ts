import { adminPaths, type AdminHistoryEntry } from '@festival/shared/api-schemas/admin';
import { apiGet } from '@festival/shared/api-client/api-client';
import type { CollectionName } from '../collections/field-spec';

export function getAdminHistory(collection: CollectionName, id: number | string, signal?: AbortSignal): Promise<AdminHistoryEntry[]> {
  return apiGet<AdminHistoryEntry[]>(adminPaths.history(collection, id), { locale: null, signal });
}
