import type { PageVersionSummary } from '@festival/shared/api-schemas/pageeditor-writes';
import { pageeditorPaths } from '@festival/shared/api-schemas/pageeditor-paths';
import { apiGet } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';

export function getPageVersions(locale: Locale, pageId: number): Promise<PageVersionSummary[]> {
  return apiGet<PageVersionSummary[]>(pageeditorPaths.versions(pageId), { locale });
}
