import { apiGet } from '@festival/shared/api-client/api-client';
import type { CollectionName } from '../collections/field-spec';
import { adminPath } from './admin-paths';
import type { AdminListQuery, AdminPage } from './admin-types';

export function getAdminList(collection: CollectionName, query: AdminListQuery, signal?: AbortSignal): Promise<AdminPage> {
  return apiGet<AdminPage>(adminPath(collection), { locale: null, query: { ...query }, signal });
}
