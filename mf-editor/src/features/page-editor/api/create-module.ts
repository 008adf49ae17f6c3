import type { ModuleModel } from '@festival/shared/api-schemas/content-modules';
import type { ModuleWritten } from '@festival/shared/api-schemas/pageeditor-writes';
import { pageeditorPaths } from '@festival/shared/api-schemas/pageeditor-paths';
import { apiPost } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';
import type { Placement } from '../model/module-moves';

export function createModule(locale: Locale, model: ModuleModel, fields: Record<string, unknown>, placement: Placement, revision: number): Promise<ModuleWritten> {
  return apiPost<ModuleWritten>(pageeditorPaths.module(model), { ...fields, ...placement, revision }, { locale });
}
