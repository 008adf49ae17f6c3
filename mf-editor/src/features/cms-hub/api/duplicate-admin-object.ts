import { adminToolPaths } from '@festival/shared/api-schemas/admin-tools';
import { apiRequest } from '@festival/shared/api-client/api-client';
import type { AdminObject, CollectionName } from '../collections/field-spec';

/** A copy of the object (fresh slug and shop id), as the api stored it. */
export function duplicateAdminObject(collection: CollectionName, id: number): Promise<AdminObject> {
  return apiRequest<AdminObject>(adminToolPaths.duplicate(collection, id), { method: 'POST', locale: null });
}
