import { href } from '@festival/shared/routes/route-table';
import { serverHtmlHydrated } from '../fixtures/server-html-hydrated';
import { expect, test } from '../fixtures/test';

/**
 * The server sends each page rendered; the app's script is fetched and run once that page has
 * painted (shell/src/index.html), so a phone gives the page's styles and pictures its network
 * and shows the page before it spends its main thread on hydration.
 */
for (const route of [href('index', {}, 'de'), href('events', {}, 'de'), href('cms-page', { '*': 'agb' }, 'en')]) {
  test(`${route}: the app starts after the server's page has painted, and hydrates it`, async ({ page }) => {
    const response = await page.goto(route);
    // The parser neither fetches nor runs it.
    expect((await response?.text()) ?? '').not.toMatch(/<script[^>]+src="\/main\./);
    await serverHtmlHydrated(page);
    const { paint, fetched, start, parsed } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      fetched: performance.getEntriesByType('resource').find((entry) => /\/main\.[0-9a-f]+\.js$/.test(entry.name))?.startTime,
      start: performance.getEntriesByName('festival:app-start')[0]?.startTime,
      parsed: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.domInteractive,
    }));
    expect(paint).toBeDefined();
    expect(fetched).toBeGreaterThanOrEqual(paint ?? Infinity);
    expect(start).toBeGreaterThanOrEqual(fetched ?? Infinity);
    expect(start).toBeGreaterThanOrEqual(parsed ?? Infinity);
  });
}
