import type { ModuleModel } from '@festival/shared/api-schemas/content-modules';
import type { ModuleWritten } from '@festival/shared/api-schemas/pageeditor-writes';
import { pageeditorPaths } from '@festival/shared/api-schemas/pageeditor-paths';
import { apiRequest } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';

export function replaceModule(locale: Locale, model: ModuleModel, id: number, fields: Record<string, unknown>, revision: number): Promise<ModuleWritten> {
  return apiRequest<ModuleWritten>(pageeditorPaths.moduleById(model, id), { method: 'PUT', locale, body: { ...fields, revision } });
}
