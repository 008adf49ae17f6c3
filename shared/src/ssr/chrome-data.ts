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
