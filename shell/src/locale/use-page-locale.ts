import { useContext } from 'react';
import type { Locale } from '@festival/shared/i18n/locales';
import { ChromeDataContext } from '../chrome/chrome-data';
import { useHydrated } from '@festival/shared/ssr/use-hydrated';
import { localeOfPath, visitorLocale } from './page-locale';

/**
 * pageLocale for rendering: a path without a locale (the webshop) is shown in the language the
 * server chose from the request until hydrated, then in the one the browser detects.
 */
export function usePageLocale(pathname: string): Locale {
  const served = useContext(ChromeDataContext)?.locale;
  const hydrated = useHydrated();
  return localeOfPath(pathname) ?? (!hydrated && served ? served : visitorLocale());
}
