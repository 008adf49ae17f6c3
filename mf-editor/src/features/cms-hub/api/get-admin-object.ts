import { apiGet } from '@festival/shared/api-client/api-client';
import type { AdminObject, CollectionName } from '../collections/field-spec';
import { adminPath } from './admin-paths';

export function getAdminObject(collection: CollectionName, id: number | string, signal?: AbortSignal): Promise<AdminObject> {
  return apiGet<AdminObject>(adminPath(collection, id), { locale: null, signal });
}
