import { useContext } from 'react';
import type { Locale } from '@festival/shared/i18n/locales';
import { useClientValue } from '@festival/shared/ssr/use-hydrated';
import { ChromeDataContext } from '../chrome/chrome-data';
import { localeOfPath, visitorLocale } from './page-locale';

/**
 * pageLocale for rendering: a path without a locale (the webshop) is shown in the language the
 * server chose from the request until hydrated, then in the one the browser detects. A path
 * with a locale is never rendered again for it: the page frame, and the whole chrome with it,
 * would be, right after hydration.
 */
export function usePageLocale(pathname: string): Locale {
  const served = useContext(ChromeDataContext)?.locale;
  const own = localeOfPath(pathname);
  return useClientValue(() => own ?? visitorLocale(), own ?? served ?? visitorLocale());
}
