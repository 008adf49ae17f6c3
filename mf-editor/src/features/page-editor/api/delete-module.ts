import type { ModuleModel } from '@festival/shared/api-schemas/content-modules';
import type { OwnerWritten } from '@festival/shared/api-schemas/pageeditor-writes';
import { pageeditorPaths } from '@festival/shared/api-schemas/pageeditor-paths';
import { apiRequest } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';

export function deleteModule(locale: Locale, model: ModuleModel, id: number, revision: number): Promise<OwnerWritten> {
  return apiRequest<OwnerWritten>(pageeditorPaths.moduleById(model, id), { method: 'DELETE', locale, query: { revision } });
}
