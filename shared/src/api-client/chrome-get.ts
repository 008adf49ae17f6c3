import type { BreakingNews, Navigation, OpeningHoursToday, Settings } from '@festival/shared/api-schemas/content';
import type { Locale } from '@festival/shared/i18n/locales';
import { chromeCall, type ChromePart } from '@festival/shared/ssr/chrome-data';
import { apiGet } from './api-client';

interface ChromeAnswers {
  navigation: Navigation;
  settings: Settings;
  breakingNews: BreakingNews[];
  openingHours: OpeningHoursToday;
}

/** A part of the chrome, asked by the browser at the call the server's document loader asked. */
export function chromeGet<P extends ChromePart>(part: P, locale: Locale | null, signal?: AbortSignal): Promise<ChromeAnswers[P]> {
  const call = chromeCall(part, locale);
  return apiGet<ChromeAnswers[P]>(call.path, { locale: call.locale, signal });
}
