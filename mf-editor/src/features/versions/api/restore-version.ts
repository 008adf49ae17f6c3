import { apiPost } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';
import type { OwnerWritten } from '@festival/shared/api-schemas/pageeditor-writes';
import { pageeditorPaths } from '@festival/shared/api-schemas/pageeditor-paths';

/** POST versions/{version_id}/restore/ based on the page revision on screen (409 when it changed meanwhile). */
export function restoreVersion(versionId: number, revision: number, locale: Locale): Promise<OwnerWritten> {
  return apiPost<OwnerWritten>(pageeditorPaths.restore(versionId), { revision }, { locale });
}
