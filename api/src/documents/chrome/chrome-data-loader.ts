import type { FastifyInstance } from 'fastify';
import type { BreakingNews, Navigation, OpeningHoursToday, Settings } from '@festival/shared/api-schemas/content';
import type { Locale } from '@festival/shared/i18n/locales';
import { apiUrl } from '@festival/shared/api-client/api-url';
import { chromeCall, type ChromeData } from '@festival/shared/ssr/chrome-data';

/**
 * The shell's chrome data for a document, asked of the api's own routes at the URLs the browser
 * calls (apiUrl: a locale-scoped path under /{locale}), as an anonymous visitor: the page then
 * holds the answers the browser would ask for.
 * A route that fails leaves its part empty, as the browser's chrome does (spec §8: only logged);
 * `complete` says whether every part was answered.
 */
export async function loadChromeData(app: FastifyInstance, locale: Locale): Promise<{ chrome: ChromeData; complete: boolean }> {
  let complete = true;
  const get = async <T>(part: Parameters<typeof chromeCall>[0]): Promise<T | null> => {
    const call = chromeCall(part, locale);
    const url = apiUrl(call.path, call.locale);
    const answer = await app.readInProcess(url);
    if (answer.statusCode === 200) return answer.json<T>();
    complete = false;
    app.log.warn({ url, status: answer.statusCode }, 'chrome data for a document failed');
    return null;
  };
  const [navigation, settings, breakingNews, openingHours] = await Promise.all([
    get<Navigation>('navigation'),
    get<Settings>('settings'),
    get<BreakingNews[]>('breakingNews'),
    get<OpeningHoursToday>('openingHours'),
  ]);
  const chrome = { locale, navigation, settings, breakingNews: breakingNews ?? [], openingHours, renderedAt: app.clock().toISOString() };
  return { chrome, complete };
}
