import type { OwnerWritten } from '@festival/shared/api-schemas/pageeditor-writes';
import { versionComparePaths } from '@festival/shared/api-schemas/version-compare';
import { apiPost } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';

/** One module back as the version had it; the rest of the page stays as it is. */
export function restorePageModule(locale: Locale, versionId: number, moduleId: number, revision: number): Promise<OwnerWritten> {
  return apiPost<OwnerWritten>(versionComparePaths.restoreModule(versionId, moduleId), { revision }, { locale });
}
