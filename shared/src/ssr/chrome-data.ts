import type { BreakingNews, Navigation, OpeningHoursToday, Settings } from '../api-schemas/content';
import type { Locale } from '../i18n/locales';

/**
 * What the shell's chrome (header, top alert, footer) shows that is the same for every visitor:
 * the api loads it through its own routes, the shell renders with it on the server, and it is
 * the `chrome` part of the page's ServerPayload that the browser hydrates from.
 */
export interface ChromeData {
  locale: Locale;
  navigation: Navigation | null;
  settings: Settings | null;
  breakingNews: BreakingNews[];
  openingHours: OpeningHoursToday | null;
  /** When the server rendered (ISO): the opening hours' state is computed for this moment until hydrated. */
  renderedAt: string;
}

export type ChromePart = 'navigation' | 'settings' | 'breakingNews' | 'openingHours';

/** The api call behind each part of the chrome: the api's document loader and the browser's stores ask the same. */
const CHROME_PATHS: Record<ChromePart, { path: string; localeScoped: boolean }> = {
  navigation: { path: '/pageeditor-api/nav', localeScoped: true },
  settings: { path: '/pageeditor-api/settings', localeScoped: false },
  breakingNews: { path: '/api/breaking-news/', localeScoped: true },
  openingHours: { path: '/api/opening-hours-today/', localeScoped: true },
};

/** The path and locale of a chrome part's call, as apiGet takes them (apiUrl makes the URL of the two). */
export function chromeCall(part: ChromePart, locale: Locale | null): { path: string; locale: Locale | null } {
  const { path, localeScoped } = CHROME_PATHS[part];
  return { path, locale: localeScoped ? locale : null };
}
