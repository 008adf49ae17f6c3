import { apiGet } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';
import { versionComparePaths, type VersionCompare } from '@festival/shared/api-schemas/version-compare';

/** GET versions/{page_id}/compare/?from=&to=: what changed from one version to the other, in the page's language. */
export function compareVersions(pageId: number, from: number, to: number, locale: Locale, signal?: AbortSignal): Promise<VersionCompare> {
  return apiGet<VersionCompare>(versionComparePaths.compare(pageId), { locale, query: { from, to }, signal });
}
