import type { Page } from '@festival/shared/api-schemas/content';
import { apiGet } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';
import { pagePathOf } from '@festival/shared/routes/cms-page-routes';
import { href } from '@festival/shared/routes/route-table';
import type { ApiFetch } from '@festival/shared/ssr/route-data';

/** Spec §2: the landing takes its title (headline) and breadcrumb from the magazine's CMS page. */
export function getMagazinePage(locale: Locale, signal?: AbortSignal, fetch?: ApiFetch): Promise<Page> {
  const path = pagePathOf(href('magazine', {}, locale), locale);
  return apiGet<Page>(`/pageeditor-api/page/${path}`, { locale, signal, fetch });
}
