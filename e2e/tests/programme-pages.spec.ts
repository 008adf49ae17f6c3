import type { Page } from '@playwright/test';
import type { EventDayPage, FilterOption, ProductionPage } from '@festival/shared/api-schemas/programme';
import { pageSettled } from '../fixtures/page-settled';
import type { SiteData } from '../fixtures/site-data';
import { expect, test } from '../fixtures/test';

/** Productions list with its filters and paging, venue and series detail (spec §2, §4). */

const PRODUCTION_FILTERS = [
  { key: 'season', label: 'Saison', path: '/de/api/seasons/' },
  { key: 'exhibition_type', label: 'Veranstaltungsart', path: '/de/api/exhibition-types/' },
  { key: 'tag', label: 'Schlagwort', path: '/de/api/production-tags/' },
] as const;

const productionCards = (page: Page) => page.locator('main .pg-grid__item');

/** An option of a productions filter that lists fewer productions than none. */
async function narrowingOption(site: SiteData, key: string, path: string): Promise<{ option: FilterOption; list: ProductionPage }> {
  const all = await site.json<ProductionPage>('/de/api/productions/?page=1');
  for (const option of await site.json<FilterOption[]>(path)) {
    const list = await site.json<ProductionPage>(`/de/api/productions/?${key}=${option.id}&page=1`);
    if (list.count > 0 && list.count < all.count) return { option, list };
  }
  throw new Error(`no ${key} option narrows the productions`);
}

for (const { key, label, path } of PRODUCTION_FILTERS) {
  test(`the productions ${key} filter narrows the list and goes into the URL`, async ({ page, site }) => {
    const { option, list } = await narrowingOption(site, key, path);
    await page.goto('/de/produktionen');
    await expect(productionCards(page).first()).toBeVisible();
    await page.getByLabel(label, { exact: true }).selectOption(String(option.id));
    await expect(page).toHaveURL(new RegExp(`/de/produktionen\\?${key}=${option.id}$`));
    await expect(productionCards(page).first().locator('.pg-grid__title a')).toHaveAttribute('href', list.results[0]?.link ?? '');
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(String(option.id));
  });
}

test('a productions deep link with filters, and scrolling loads every page once', async ({ page, site }) => {
  const all = await site.json<ProductionPage>('/de/api/productions/?page=1');
  expect(all.next).not.toBeNull();
  const requested: number[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/de/api/productions/') requested.push(Number(url.searchParams.get('page')));
  });
  // Page 2 waits until the first page has been seen on its own: the first page does not fill
  // 170 % of the window, so the list asks for the next one at once.
  let releaseSecond: () => void = () => undefined;
  const secondReleased = new Promise<void>((resolve) => {
    releaseSecond = resolve;
  });
  await page.route((url) => url.pathname === '/de/api/productions/' && url.searchParams.get('page') === '2', async (route) => {
    await secondReleased;
    await route.fallback();
  });
  await page.goto('/de/produktionen');
  await expect(productionCards(page)).toHaveCount(all.results.length);
  releaseSecond();
  const pages = Math.ceil(all.count / all.results.length);
  for (let next = 2; next <= pages; next += 1) {
    await page.getByTestId('productions-sentinel').scrollIntoViewIfNeeded();
    await expect.poll(() => requested).toContain(next);
  }
  await expect(productionCards(page)).toHaveCount(all.count);
  // at the end: scrolling on asks for nothing more
  await page.getByTestId('productions-sentinel').scrollIntoViewIfNeeded();
  await pageSettled(page);
  // The first page came with the document (rendered on the server); each further page is asked for once.
  expect(requested).toEqual(Array.from({ length: pages - 1 }, (_, index) => index + 2));

  const { option, list } = await narrowingOption(site, 'exhibition_type', '/de/api/exhibition-types/');
  await page.goto(`/de/produktionen?exhibition_type=${option.id}`);
  await expect(page.getByLabel('Veranstaltungsart', { exact: true })).toHaveValue(String(option.id));
  await expect(productionCards(page).first().locator('.pg-grid__title a')).toHaveAttribute('href', list.results[0]?.link ?? '');
});

test('an invalid productions filter value gives the 404 page', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/^console\.error: Invalid query parameter season: abc/);
  consoleGuard.allow(/^console\.error: Failed to load resource: the server responded with a status of 404 .*\/de\/produktionen\?/);
  const response = await page.goto('/de/produktionen?season=abc');
  expect(response?.status()).toBe(404);
  await expect(page.locator('main h1')).toHaveText('404');
  await expect(productionCards(page)).toHaveCount(0);
});

test('the venue page shows the address, rooms, upcoming events and a map link in a new tab', async ({ page, site }) => {
  const venue = await site.venue('de');
  await page.goto(venue.link);
  await expect(page.locator('main h1')).toHaveText(venue.name);
  await expect(page.locator('main address')).toContainText(venue.address.street);
  await expect(page.locator('main address')).toContainText(venue.address.city);
  for (const room of venue.rooms) await expect(page.locator('main .pg-facts')).toContainText(room.name);
  const map = page.getByRole('link', { name: new RegExp(`^Auf der Karte zeigen: ${venue.name}`) });
  // the seeded venues have coordinates, so each has its map link
  expect(venue.map_url).not.toBeNull();
  await expect(map).toHaveAttribute('href', venue.map_url ?? '');
  await expect(map).toHaveAttribute('target', '_blank');
  await expect(map).toHaveAttribute('rel', /noopener/);
  expect(venue.map_url).toMatch(/^https:\/\/www\.openstreetmap\.org\//);
  const events = page.getByRole('region', { name: 'Termine' }).locator('.pg-card__title a');
  await expect(events).toHaveCount(venue.events.length);
  if (venue.events[0]) await expect(events.first()).toHaveAttribute('href', venue.events[0].link);
});

test('the series page lists its events from the events call, page by page', async ({ page, site }) => {
  const series = await site.series('de');
  const first = await site.json<EventDayPage>(`/de/api/events/?series=${series.id}&page=1&page_size=10`);
  await page.goto(series.link);
  await expect(page.locator('main h1')).toHaveText(series.headline || series.name);
  const events = page.getByRole('region', { name: 'Termine' }).locator('.pg-card__title a');
  const firstDay = first.results[0];
  if (!firstDay) throw new Error('the series has no events');
  await expect(events.first()).toHaveAttribute('href', firstDay.events.at(-1)?.link ?? '');
  if (first.next) {
    await page.getByTestId('series-sentinel').scrollIntoViewIfNeeded();
    await expect.poll(() => events.count()).toBeGreaterThan(first.results.flatMap((day) => day.events).length);
  } else {
    await expect(events).toHaveCount(first.count);
  }
});

test('the authors list links each author; the detail shows the name, events and productions', async ({ page, site }) => {
  const author = await site.author('de');
  await page.goto('/de/autorinnen');
  const link = page.locator('main .pg-grid__title a').first();
  await expect(link).toHaveAttribute('href', author.urls.de);
  await link.click();
  await expect(page).toHaveURL(author.urls.de);
  await expect(page.locator('main h1')).toHaveText(`${author.first_name} ${author.last_name}`.trim() || author.name);
  const events = page.getByRole('region', { name: 'Termine' }).locator('.pg-card__title a');
  await expect(events).toHaveCount(author.events.length);
  if (author.productions.length > 0) {
    await expect(page.getByRole('region', { name: 'Produktionen' }).locator('.pg-grid__title a')).toHaveCount(author.productions.length);
  }
});
