import { useContext } from 'react';
import type { Navigation, Settings } from '@festival/shared/api-schemas/content';
import type { CmsPageData } from '@festival/shared/ssr/shell-page';
import type { Locale } from '@festival/shared/i18n/locales';
import { useSettingsStore } from '@festival/shared/stores/settings-store';
import { useNavigationStore } from '../header/navigation-store';
import type { ChromeData } from '@festival/shared/ssr/chrome-data';
import { ServerPageContext } from '@festival/shared/ssr/server-slot';
import { ChromeDataContext, useChromeData } from './chrome-data';
import { useChromeStore } from './chrome-store';

/**
 * The menus of a language: from the store once it has them, before that (on the server and
 * while hydrating, when zustand answers with its initial state) from the server's chrome data.
 * The server's data is chosen inside the selector: the store is seeded with the same object,
 * so the hydrated header is not rendered again for a value that did not change.
 */
export function useNavigation(locale: Locale): Navigation | undefined {
  const served = useChromeData(locale)?.navigation ?? undefined;
  return useNavigationStore((state) => state.byLocale[locale] ?? served);
}

/** The site settings, the same way: the store's, else the server's. */
export function useSettings(): Settings | null {
  const served = useContext(ChromeDataContext)?.settings ?? null;
  return useSettingsStore((state) => state.settings ?? served);
}

/**
 * Whether the page at `pathname` is a CMS landing page: as the page told the store, before that
 * (on the server and while hydrating) as the server's page says, so that the header is rendered
 * the landing way from the start instead of changing once the page has hydrated.
 */
export function useLandingPage(pathname: string): boolean {
  const served = useContext(ServerPageContext);
  const servedLanding = served?.kind === 'cms' && (served.data as CmsPageData).page.is_landing_page;
  return useChromeStore((state) => (state.landingPath === undefined ? servedLanding : state.landingPath === pathname));
}

/** The browser starts its chrome stores from the server's data, so that none of it is asked for again. */
export function seedChromeStores(chrome: ChromeData): void {
  const { navigation, settings, locale } = chrome;
  if (navigation) useNavigationStore.setState((state) => ({ byLocale: { ...state.byLocale, [locale]: navigation } }));
  if (settings) useSettingsStore.setState({ settings, status: 'ready' });
}
