import { apiPost } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';
import type { PagePublication } from '@festival/shared/api-schemas/page-publication';
import { pageeditorPaths } from '@festival/shared/api-schemas/pageeditor-paths';

/** POST publish/{page_id}/: the draft at `revision` goes live now, or at `at` (ISO-8601) when that is later. */
export function publishPage(pageId: number, revision: number, at: string | null, locale: Locale): Promise<PagePublication> {
  return apiPost<PagePublication>(pageeditorPaths.publish(pageId), at ? { revision, at } : { revision }, { locale });
}
