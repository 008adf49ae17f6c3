import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@festival/shared/i18n/locales';
import { commonResources } from '@festival/shared/i18n/resources/common';

export type NamespaceResources = Record<Locale, Record<string, unknown>>;

/**
 * A ready i18next instance with the shared "common" namespace and any further namespaces
 * (ns → de/en resources). Resources are bundled, so initialisation is synchronous.
 */
export function createI18n(lng: Locale = DEFAULT_LOCALE, namespaces: Record<string, NamespaceResources> = {}): I18n {
  const all = { common: commonResources, ...namespaces };
  const resources: Resource = {};
  for (const locale of LOCALES) {
    resources[locale] = Object.fromEntries(Object.entries(all).map(([ns, bundles]) => [ns, bundles[locale]]));
  }
  const instance = i18next.createInstance();
  void instance.init({
    lng,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    defaultNS: 'common',
    ns: Object.keys(all),
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
