import type { Locale } from '@festival/shared/i18n/locales';
import { createI18n, type NamespaceResources } from '@festival/shared/i18n/create-i18n';

/**
 * The page's one i18next instance. This module is a federation singleton, so the shell and
 * every remote translate through it; remotes add their own namespace on load.
 */
export const i18n = createI18n();

export function registerResources(ns: string, bundles: NamespaceResources): void {
  for (const [locale, resources] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(locale, ns)) i18n.addResourceBundle(locale, ns, resources);
  }
}

export function setLanguage(locale: Locale): void {
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
}
