import { adminPaths, type AdminListPage, type AdminListQuery } from '@festival/shared/api-schemas/admin';
import { apiGet } from '@festival/shared/api-client/api-client';
import type { CollectionName } from '../collections/field-spec';

export function getAdminList(collection: CollectionName, query: AdminListQuery, signal?: AbortSignal): Promise<AdminListPage> {
  return apiGet<AdminListPage>(adminPaths.list(collection), { locale: null, query: { ...query }, signal });
}
