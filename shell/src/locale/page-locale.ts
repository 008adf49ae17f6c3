import { readCookie, writeCookie } from '@festival/shared/cookies/cookies';
import {
  detectLocale, isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_DAYS, type Locale,
} from '@festival/shared/i18n/locales';

/** The locale a path names in its first segment ("/en/…"), or null for unlocalised paths. */
export function localeOfPath(pathname: string): Locale | null {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : null;
}

/**
 * For paths without a locale (webshop, cms-hub, "/"): cookie, then browser languages, then de.
 * The cookie holds the language of the last page the visitor saw (rememberPageLocale), so the
 * webshop speaks the language of the page the visitor came from, not the browser's.
 */
export function visitorLocale(): Locale {
  const acceptLanguage = typeof navigator === 'undefined' ? undefined : navigator.languages?.join(',');
  return detectLocale({ cookie: readCookie(LOCALE_COOKIE) ?? undefined, acceptLanguage });
}

export function pageLocale(pathname: string): Locale {
  return localeOfPath(pathname) ?? visitorLocale();
}

/** Remembers the visitor's choice (spec §9: locale cookie, 365 days). */
export function rememberLocale(locale: Locale): void {
  writeCookie(LOCALE_COOKIE, locale, { maxAgeSeconds: LOCALE_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60 });
}

/** A page with a language in its path makes that the visitor's language for unlocalised pages. */
export function rememberPageLocale(pathname: string): void {
  const own = localeOfPath(pathname);
  if (own && readCookie(LOCALE_COOKIE) !== own) rememberLocale(own);
}
