import type { i18n as I18n } from 'i18next';
import { DEFAULT_LOCALE, type Locale } from '@festival/shared/i18n/locales';

/** A plain option value: a name, a count, a switch. */
export type Primitive = string | number | boolean;

const PLACEHOLDER = /{{(.+?)}}/g;
const pluralRules = new Map<string, Intl.PluralRules>();

function pluralOf(locale: Locale, count: number): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

/** The keys i18next looks up, in its order: `_zero` for a count of 0, then the count's plural form, then the key. */
function lookupKeys(key: string, locale: Locale, count: number | undefined): string[] {
  if (count === undefined) return [key];
  return [...(count === 0 ? [`${key}_zero`] : []), `${key}_${pluralOf(locale, count)}`, key];
}

/** `{{name}}` replaced by its value; undefined when a placeholder has no value, a format or a prefix, or a value has no placeholder. */
function interpolate(text: string, values: Record<string, Primitive>): string | undefined {
  const used = new Set<string>();
  let missing = false;
  const result = text.replace(PLACEHOLDER, (_, inner: string) => {
    const name = inner.trim();
    if (!Object.hasOwn(values, name)) {
      missing = true;
      return '';
    }
    used.add(name);
    return String(values[name]);
  });
  if (missing || Object.keys(values).some((name) => name !== 'count' && !used.has(name))) return undefined;
  return result;
}

/**
 * The text i18next would give for a key and options of plain values, found without its
 * translate: the language's text, else the default language's, with its plural form for a
 * numeric count and its `{{placeholders}}` filled. Undefined whenever i18next might do more
 * (nesting, formats, other options, a text that is not a string or is empty): the caller asks
 * i18next then. A page's first render in the browser asks for some hundred texts, and
 * i18next's translate, cold, costs a tenth of a millisecond each there.
 */
export function storedText(i18n: I18n, locale: Locale, ns: string, key: string, values: Record<string, Primitive> = {}): string | undefined {
  const { count } = values;
  if (count !== undefined && typeof count !== 'number') return undefined;
  for (const language of locale === DEFAULT_LOCALE ? [locale] : [locale, DEFAULT_LOCALE]) {
    for (const candidate of lookupKeys(key, language, count)) {
      const stored: unknown = i18n.getResource(language, ns, candidate);
      if (stored === undefined) continue;
      if (typeof stored !== 'string' || stored === '' || stored.includes('$t(')) return undefined;
      return interpolate(stored, values);
    }
  }
  return undefined;
}
