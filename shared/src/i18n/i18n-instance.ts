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

type FixedT = ReturnType<typeof i18n.getFixedT>;

/** Texts asked without options, by language, namespace and key; some keys are built from content, so the store is bounded. */
const keptTexts = new Map<string, string>();
const KEPT_TEXTS = 5_000;
const translators = new Map<string, FixedT>();
// A namespace registered later (a remote's, on load) may hold a key first asked before it came.
i18n.store.on('added', () => keptTexts.clear());

/**
 * t() of a namespace in a language, one per pair. A text asked without options is kept: i18next
 * resolves every call anew (fallback languages, separators, interpolation), some 7 % of the CPU
 * of a document rendered on the server.
 */
export function fixedT(locale: Locale, ns: string): FixedT {
  const id = `${locale}|${ns}`;
  let t = translators.get(id);
  if (!t) {
    const translate = i18n.getFixedT(locale, ns) as unknown as (...args: unknown[]) => unknown;
    t = ((key: unknown, ...rest: unknown[]) => {
      if (rest.length > 0 || typeof key !== 'string') return translate(key, ...rest);
      const textId = `${id}|${key}`;
      let text = keptTexts.get(textId);
      if (text === undefined) {
        text = String(translate(key));
        if (keptTexts.size >= KEPT_TEXTS) keptTexts.clear();
        keptTexts.set(textId, text);
      }
      return text;
    }) as unknown as FixedT;
    translators.set(id, t);
  }
  return t;
}
