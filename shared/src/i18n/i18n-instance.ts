import type { Locale } from '@festival/shared/i18n/locales';
import { createI18n, type NamespaceResources } from '@festival/shared/i18n/create-i18n';
import { storedText, type Primitive } from '@festival/shared/i18n/stored-text';

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

/**
 * Texts already resolved, by language, namespace, key and options; some keys and values come
 * from content, so the store is bounded.
 */
const keptTexts = new Map<string, string>();
const KEPT_TEXTS = 5_000;
const translators = new Map<string, FixedT>();
// A namespace registered later (a remote's, on load) may hold a key first asked before it came.
i18n.store.on('added', () => keptTexts.clear());

/** Options of plain values only (a name, a count) say all that goes into the text; others are not kept. */
function plainOptions(options: unknown): options is Record<string, Primitive> {
  if (typeof options !== 'object' || options === null || Object.getPrototypeOf(options) !== Object.prototype) return false;
  for (const value of Object.values(options)) {
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return false;
  }
  return true;
}

/**
 * t() of a namespace in a language, one per pair. A text asked without options, or with options
 * of plain values, is kept: i18next resolves every call anew (fallback languages, separators,
 * interpolation, plurals), some 7 % of the CPU of a document rendered on the server.
 */
export function fixedT(locale: Locale, ns: string): FixedT {
  const id = `${locale}|${ns}`;
  let t = translators.get(id);
  if (!t) {
    const translate = i18n.getFixedT(locale, ns) as unknown as (...args: unknown[]) => unknown;
    t = ((key: unknown, ...rest: unknown[]) => {
      if (typeof key !== 'string' || rest.length > 1 || (rest.length === 1 && !plainOptions(rest[0]))) return translate(key, ...rest);
      const textId = rest.length === 0 ? `${id}|${key}` : `${id}|${key}|${JSON.stringify(rest[0])}`;
      const kept = keptTexts.get(textId);
      if (kept !== undefined) return kept;
      const values = rest[0] as Record<string, Primitive> | undefined;
      const text = storedText(i18n, locale, ns, key, values) ?? translate(key, ...rest);
      // returnObjects and the like give more than a text: not kept.
      if (typeof text !== 'string') return text;
      if (keptTexts.size >= KEPT_TEXTS) keptTexts.clear();
      keptTexts.set(textId, text);
      return text;
    }) as unknown as FixedT;
    translators.set(id, t);
  }
  return t;
}
