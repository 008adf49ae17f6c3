import { useContext } from 'react';
import type { Navigation, Settings } from '@festival/shared/api-schemas/content';
import type { Locale } from '@festival/shared/i18n/locales';
import { useSettingsStore } from '@festival/shared/stores/settings-store';
import { useNavigationStore } from '../header/navigation-store';
import type { ChromeData } from '@festival/shared/ssr/chrome-data';
import { ChromeDataContext, useChromeData } from './chrome-data';

/**
 * The menus of a language: from the store once it has them, before that (on the server and
 * while hydrating, when zustand answers with its initial state) from the server's chrome data.
 */
export function useNavigation(locale: Locale): Navigation | undefined {
  const stored = useNavigationStore((state) => state.byLocale[locale]);
  const served = useChromeData(locale)?.navigation ?? undefined;
  return stored ?? served;
}

/** The site settings, the same way: the store's, else the server's. */
export function useSettings(): Settings | null {
  const stored = useSettingsStore((state) => state.settings);
  const served = useContext(ChromeDataContext)?.settings ?? null;
  return stored ?? served;
}

/** The browser starts its chrome stores from the server's data, so that none of it is asked for again. */
export function seedChromeStores(chrome: ChromeData): void {
  const { navigation, settings, locale } = chrome;
  if (navigation) useNavigationStore.setState((state) => ({ byLocale: { ...state.byLocale, [locale]: navigation } }));
  if (settings) useSettingsStore.setState({ settings, status: 'ready' });
}
