import { href } from '@festival/shared/routes/route-table';
import { serverHtmlHydrated } from '../fixtures/server-html-hydrated';
import { expect, test } from '../fixtures/test';

/**
 * The server sends each page rendered; the app's script downloads beside it and starts once
 * that page has painted (shell/src/index.html), so a phone shows the page before it spends its
 * main thread on hydration.
 */
for (const route of [href('index', {}, 'de'), href('events', {}, 'de'), href('cms-page', { '*': 'agb' }, 'en')]) {
  test(`${route}: the app starts after the server's page has painted, and hydrates it`, async ({ page }) => {
    const response = await page.goto(route);
    const html = (await response?.text()) ?? '';
    // The script is fetched at once, at low priority, and is not run by the parser.
    expect(html).toMatch(/<link rel="preload" as="script" fetchpriority="low" href="\/main\.[0-9a-f]+\.js">/);
    expect(html).not.toMatch(/<script[^>]+src="\/main\./);
    await serverHtmlHydrated(page);
    const { paint, start, parsed } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      start: performance.getEntriesByName('festival:app-start')[0]?.startTime,
      parsed: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.domInteractive,
    }));
    expect(paint).toBeDefined();
    expect(start).toBeGreaterThanOrEqual(paint ?? Infinity);
    expect(start).toBeGreaterThanOrEqual(parsed ?? Infinity);
  });
}
