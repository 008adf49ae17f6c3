import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { fixedT } from '@festival/shared/i18n/i18n-instance';
import { DEFAULT_LOCALE, type Locale } from '@festival/shared/i18n/locales';
import type { NavigateOptions } from '@festival/shared/types/parcel-props';

/**
 * What shared components need from whoever renders them: the page language and in-app
 * navigation. The shell provides it from its router, a remote parcel from its props.
 */
export interface AppContextValue {
  locale: Locale;
  navigate: (to: string, options?: NavigateOptions) => void;
}

const AppContext = createContext<AppContextValue | null>(null);

export function AppProvider({ locale, navigate, children }: AppContextValue & { children: ReactNode }) {
  const value = useMemo(() => ({ locale, navigate }), [locale, navigate]);
  return <AppContext.Provider value={value}>{children}</AppContext.Provider>;
}

export function useLocale(): Locale {
  return useContext(AppContext)?.locale ?? DEFAULT_LOCALE;
}

/** In-app navigation, or a full page load where no app is around (tests, static HTML). */
export function useNavigateTo(): AppContextValue['navigate'] {
  const context = useContext(AppContext);
  return context?.navigate ?? ((to) => window.location.assign(to));
}

/**
 * t() of a namespace, fixed to the locale of the surrounding app. Resources are bundled and
 * registered before anything renders, so a fixed t() never needs to re-render on loading.
 */
export function useLocaleT(ns = 'common') {
  const locale = useLocale();
  return useMemo(() => ({ t: fixedT(locale, ns) }), [locale, ns]);
}
