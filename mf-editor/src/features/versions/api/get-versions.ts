import { apiGet } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';
import { pageeditorPaths, type PageVersionSummary } from '@festival/shared/api-schemas/pageeditor-writes';

/** GET versions/{page_id}/: the page's versions, newest first. */
export function getVersions(pageId: number, locale: Locale, signal?: AbortSignal): Promise<PageVersionSummary[]> {
  return apiGet<PageVersionSummary[]>(pageeditorPaths.versions(pageId), { locale, signal });
}
