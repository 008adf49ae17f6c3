import { adminPaths } from '@festival/shared/api-schemas/admin';
import { apiGet } from '@festival/shared/api-client/api-client';
import type { AdminObject } from '../collections/field-spec';

export function getAdminSettings(signal?: AbortSignal): Promise<AdminObject> {
  return apiGet<AdminObject>(adminPaths.settings, { locale: null, signal });
}
