import type { OwnerWritten } from '@festival/shared/api-schemas/pageeditor-writes';
import { pageeditorPaths } from '@festival/shared/api-schemas/pageeditor-paths';
import { apiPost } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';

export function restorePageVersion(locale: Locale, versionId: number, revision: number): Promise<OwnerWritten> {
  return apiPost<OwnerWritten>(pageeditorPaths.restore(versionId), { revision }, { locale });
}
