import { adminToolPaths, type AdminBulkBody, type AdminBulkResult } from '@festival/shared/api-schemas/admin-tools';
import { ApiError, apiRequest } from '@festival/shared/api-client/api-client';
import type { CollectionName } from '../collections/field-spec';

/**
 * One action on many rows. The api reports every row, also when it wrote none (404/409), so
 * that answer is returned as a result rather than thrown.
 */
export async function bulkAdminAction(collection: CollectionName, body: AdminBulkBody): Promise<AdminBulkResult> {
  try {
    return await apiRequest<AdminBulkResult>(adminToolPaths.bulk(collection), { method: 'POST', locale: null, body });
  } catch (error) {
    const data = error instanceof ApiError ? (error.data as Partial<AdminBulkResult> | undefined) : undefined;
    if (data && Array.isArray(data.results)) return { results: data.results, detail: data.detail };
    throw error;
  }
}
