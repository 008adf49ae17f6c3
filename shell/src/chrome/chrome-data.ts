import { createContext, useContext } from 'react';
import type { Locale } from '@festival/shared/i18n/locales';
import type { ChromeData } from '@festival/shared/ssr/chrome-data';

/** The server's chrome data: during the server render and for the page's first client render. */
export const ChromeDataContext = createContext<ChromeData | null>(null);

/** The server's chrome data for this locale, or null (no server render, or another language since). */
export function useChromeData(locale: Locale): ChromeData | null {
  const chrome = useContext(ChromeDataContext);
  return chrome?.locale === locale ? chrome : null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The chrome part of a page's payload, if it has the shape the server writes. */
export function toChromeData(value: unknown): ChromeData | null {
  if (!isObject(value) || typeof value.locale !== 'string' || typeof value.renderedAt !== 'string') return null;
  return Array.isArray(value.breakingNews) ? (value as unknown as ChromeData) : null;
}
