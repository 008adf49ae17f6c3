import type { Page } from '@festival/shared/api-schemas/content';
import { apiGet } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';
import { pagePathOf } from '@festival/shared/routes/cms-page-routes';
import { href } from '@festival/shared/routes/route-table';

/** Spec §2: the overlay's headline comes from the events page of the page editor. */
export async function getOverlayHeadline(locale: Locale, signal?: AbortSignal): Promise<string> {
  const path = pagePathOf(href('events', {}, locale), locale);
  const page = await apiGet<Page>(`/pageeditor-api/page/${path}`, { locale, signal });
  return page.headline;
}
