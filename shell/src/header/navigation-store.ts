import { create } from 'zustand';
import type { Navigation } from '@festival/shared/api-schemas/content';
import { chromeGet } from '@festival/shared/api-client/chrome-get';
import type { Locale } from '@festival/shared/i18n/locales';

/** Main and footer menu per language (spec §7 /pageeditor-api/nav), loaded once each. */
interface NavigationState {
  byLocale: Partial<Record<Locale, Navigation>>;
  load: (locale: Locale) => Promise<void>;
}

const pending = new Map<Locale, Promise<void>>();

export const useNavigationStore = create<NavigationState>()((set, get) => ({
  byLocale: {},
  load: (locale) => {
    if (get().byLocale[locale]) return Promise.resolve();
    let loading = pending.get(locale);
    if (!loading) {
      loading = chromeGet('navigation', locale)
        .then((navigation) => set((state) => ({ byLocale: { ...state.byLocale, [locale]: navigation } })))
        // Spec §8: a failing navigation request is only logged.
        .catch((error: unknown) => console.error('navigation', error))
        .finally(() => pending.delete(locale));
      pending.set(locale, loading);
    }
    return loading;
  },
}));
