import { adminPaths } from '@festival/shared/api-schemas/admin';
import { apiRequest } from '@festival/shared/api-client/api-client';
import type { AdminObject, CollectionName } from '../collections/field-spec';

/** Creates the object (POST) when it has no id yet, else replaces it (PUT, with its revision); answers the saved object. */
export function saveAdminObject(collection: CollectionName, body: AdminObject): Promise<AdminObject> {
  const id = typeof body.id === 'number' ? body.id : undefined;
  if (id === undefined) return apiRequest<AdminObject>(adminPaths.list(collection), { method: 'POST', locale: null, body });
  return apiRequest<AdminObject>(adminPaths.item(collection, id), { method: 'PUT', locale: null, body });
}
