import { apiGet } from '@festival/shared/api-client/api-client';
import type { AdminObject } from '../collections/field-spec';
import { SETTINGS_PATH } from './admin-paths';

export function getAdminSettings(signal?: AbortSignal): Promise<AdminObject> {
  return apiGet<AdminObject>(SETTINGS_PATH, { locale: null, signal });
}
