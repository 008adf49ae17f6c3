import type { Locale } from '../i18n/locales';

export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;
export type Query = Record<string, QueryValue>;

/** An api call's URL: the locale's prefix, the path and the query's set values (arrays repeat their key). */
export function apiUrl(path: string, locale: Locale | null, query: Query = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((item) => search.append(key, String(item)));
    else search.append(key, String(value));
  }
  const qs = search.toString();
  const base = locale ? `/${locale}` : '';
  return `${base}${path.startsWith('/') ? path : `/${path}`}${qs ? `?${qs}` : ''}`;
}
