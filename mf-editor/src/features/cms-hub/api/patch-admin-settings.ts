import { adminPaths } from '@festival/shared/api-schemas/admin';
import { apiRequest } from '@festival/shared/api-client/api-client';
import type { AdminObject } from '../collections/field-spec';

export function patchAdminSettings(changes: AdminObject): Promise<AdminObject> {
  return apiRequest<AdminObject>(adminPaths.settings, { method: 'PATCH', locale: null, body: changes });
}
