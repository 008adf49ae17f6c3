import { apiGet } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';
import type { PageVersionSummary } from '@festival/shared/api-schemas/pageeditor-writes';
import { pageeditorPaths } from '@festival/shared/api-schemas/pageeditor-paths';

/** GET versions/{page_id}/: the page's versions, newest first. */
export function getVersions(pageId: number, locale: Locale, signal?: AbortSignal): Promise<PageVersionSummary[]> {
  return apiGet<PageVersionSummary[]>(pageeditorPaths.versions(pageId), { locale, signal });
}
