import { apiRequest } from '@festival/shared/api-client/api-client';
import type { AdminObject } from '../collections/field-spec';
import { SETTINGS_PATH } from './admin-paths';

export function patchAdminSettings(changes: AdminObject): Promise<AdminObject> {
  return apiRequest<AdminObject>(SETTINGS_PATH, { method: 'PATCH', locale: null, body: changes });
}
