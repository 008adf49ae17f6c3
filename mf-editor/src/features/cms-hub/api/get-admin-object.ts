import { adminPaths } from '@festival/shared/api-schemas/admin';
import { apiGet } from '@festival/shared/api-client/api-client';
import type { AdminObject, CollectionName } from '../collections/field-spec';

export function getAdminObject(collection: CollectionName, id: number | string, signal?: AbortSignal): Promise<AdminObject> {
  return apiGet<AdminObject>(adminPaths.item(collection, id), { locale: null, signal });
}
