import { useApiData } from '@festival/shared/api-client/use-api-data';
import type { Locale } from '@festival/shared/i18n/locales';
import { href } from '@festival/shared/routes/route-table';
import { useLocaleT } from '@festival/shared/ui/app-context';
import type { Crumb } from '@festival/shared/ui/breadcrumb';
import { getMagazinePage } from '../api/get-magazine-page';
import { magazineTitle } from '@festival/shared/head/object-titles';

export interface MagazineHeading {
  /** null while the page loads. */
  headline: string | null;
  /** The landing's page title (shared title rules); null while the page loads. */
  title: string | null;
  /** The breadcrumb steps down to the magazine landing, which is the last one. */
  trail: Crumb[];
}

/** The magazine's CMS page: its headline titles the landing; a failed load falls back to "Magazin". */
export function useMagazinePage(locale: Locale): MagazineHeading {
  const { t } = useLocaleT('magazine');
  const page = useApiData((signal) => getMagazinePage(locale, signal), [locale]);
  const ancestors = page.status === 'ready'
    ? page.data.ancestors.map((ancestor) => ({ label: ancestor.title, href: ancestor.is_clickable ? ancestor.urls[locale] : undefined }))
    : [];
  const headline = page.status === 'ready' ? page.data.headline : page.status === 'error' ? t('title') : null;
  const label = page.status === 'ready' ? page.data.title : t('title');
  const title = page.status === 'ready' ? magazineTitle(page.data, locale) : page.status === 'error' ? magazineTitle(null, locale) : null;
  return { headline, title, trail: [...ancestors, { label, href: href('magazine', {}, locale) }] };
}
