import { apiRequest } from '@festival/shared/api-client/api-client';
import type { CollectionName } from '../collections/field-spec';
import { adminPath } from './admin-paths';

export function deleteAdminObject(collection: CollectionName, id: number): Promise<void> {
  return apiRequest<void>(adminPath(collection, id), { method: 'DELETE', locale: null });
}
