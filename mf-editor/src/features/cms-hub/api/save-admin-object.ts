import { apiRequest } from '@festival/shared/api-client/api-client';
import type { AdminObject, CollectionName } from '../collections/field-spec';
import { adminPath } from './admin-paths';

/** Creates the object (POST) when it has no id yet, else replaces it (PUT); answers the saved object. */
export function saveAdminObject(collection: CollectionName, body: AdminObject): Promise<AdminObject> {
  const id = typeof body.id === 'number' ? body.id : undefined;
  return apiRequest<AdminObject>(adminPath(collection, id), { method: id === undefined ? 'POST' : 'PUT', locale: null, body });
}
