import { adminPaths } from '@festival/shared/api-schemas/admin';
import { apiRequest } from '@festival/shared/api-client/api-client';
import type { CollectionName } from '../collections/field-spec';

export function deleteAdminObject(collection: CollectionName, id: number, revision: number | undefined): Promise<void> {
  return apiRequest<void>(adminPaths.item(collection, id), { method: 'DELETE', locale: null, query: { revision } });
}
