import type { Page } from '@festival/shared/api-schemas/content';
import type { MagazineHeadSource } from '@festival/shared/head/magazine-heads';
import type { Locale } from '@festival/shared/i18n/locales';
import { href } from '@festival/shared/routes/route-table';
import type { RouteLoadInput } from '@festival/shared/ssr/route-data';
import { useLocaleT } from '@festival/shared/ui/app-context';
import type { Crumb } from '@festival/shared/ui/breadcrumb';
import { getMagazinePage } from '../api/get-magazine-page';

/** What the magazine's routes take from its CMS page for their heading and head (only this goes into the page's route data). */
export type MagazineHeadingSource = Pick<Page, 'title' | 'headline' | 'ancestors'> & MagazineHeadSource;

/** The magazine's CMS page; null when it failed to load, for the landing falls back to "Magazin". */
export async function loadMagazineHeading(input: RouteLoadInput, signal: AbortSignal): Promise<MagazineHeadingSource | null> {
  try {
    const { title, headline, ancestors, meta_description, og_image } = await getMagazinePage(input.locale, signal, input.fetch);
    return { title, headline, ancestors, meta_description, og_image };
  } catch (error) {
    if (signal.aborted) throw error;
    return null;
  }
}

export interface MagazineHeading {
  headline: string;
  /** The breadcrumb steps down to the magazine landing, which is the last one. */
  trail: Crumb[];
}

/** The landing's headline, title and breadcrumb from the magazine's CMS page (spec §2). */
export function useMagazineHeading(page: MagazineHeadingSource | null, locale: Locale): MagazineHeading {
  const { t } = useLocaleT('magazine');
  const ancestors = (page?.ancestors ?? []).map((ancestor) => ({ label: ancestor.title, href: ancestor.is_clickable ? ancestor.urls[locale] : undefined }));
  return {
    headline: page ? page.headline : t('title'),
    trail: [...ancestors, { label: page ? page.title : t('title'), href: href('magazine', {}, locale) }],
  };
}
