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

test("the route's remote scripts are preloaded from the page once it has painted, each fetched once", async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (/\/remotes\/mf-programme\/.+\.js$/.test(request.url())) requested.push(new URL(request.url()).pathname);
  });
  const response = await page.goto(href('events', {}, 'de'));
  const html = (await response?.text()) ?? '';
  const preloaded = [...html.matchAll(/<link rel="preload" as="script"[^>]*href="[^"]*(\/remotes\/mf-programme\/[^"]+)"/g)].map((match) => match[1]);
  expect(preloaded.length).toBeGreaterThan(1);
  await serverHtmlHydrated(page);
  const { paint, starts } = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    starts: performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/remotes/mf-programme/') && entry.name.endsWith('.js')).map((entry) => entry.startTime),
  }));
  expect(paint).toBeDefined();
  for (const start of starts) expect(start).toBeGreaterThanOrEqual(paint ?? Infinity);
  for (const file of preloaded) expect(requested.filter((path) => path === file)).toHaveLength(1);
});
