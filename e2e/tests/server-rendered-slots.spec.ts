import type { Page } from '@playwright/test';
import type { EventDayPage, EventDetail } from '@festival/shared/api-schemas/programme';
import { offersBooking } from '@festival/shared/api-schemas/availability-rules';
import type { ShopCalendar } from '@festival/shared/api-schemas/shop';
import { href } from '@festival/shared/routes/route-table';
import { freePort } from '../fixtures/ports';
import { pageSettled } from '../fixtures/page-settled';
import { hydrateWaitingModules } from '../fixtures/server-html-hydrated';
import { startSiteServer, type SiteServer } from '../fixtures/site-server';
import { expect, test } from '../fixtures/test';

/** The route's main slot rendered by its remote on the server (issue 13), hydrated in the browser. */


/** The api's locale-scoped calls the page makes (paths with their query). */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^\/(de|en)\/api\//.test(url.pathname)) calls.push(`${url.pathname}${url.search}`);
  });
  return calls;
}

test('an event page arrives rendered and hydrates without asking the api for the event again', async ({ page, site }) => {
  const event = await site.eventWithSeatGroups();
  const calls = apiCalls(page);
  const response = await page.goto(event.link);
  expect(await response?.text()).toContain('data-server-slot=""');
  await expect(page.locator('main h1')).toHaveText(event.title || event.name);
  // The shop's widget mounts from an effect of the hydrated parcel.
  await expect(page.getByRole('region', { name: 'Kartenbuchung' }).getByRole('button', { name: 'Karten wählen' })).toBeVisible();
  expect(calls.filter((call) => call.startsWith(`/de/api/events/${event.id}/`))).toEqual([]);
});

test('the programme arrives with its first page and filters and hydrates without asking for them again', async ({ page, site }) => {
  const first = await site.firstListedEventName('de');
  const calls = apiCalls(page);
  const response = await page.goto(href('events', {}, 'de'));
  expect(await response?.text()).toContain(first);
  await expect(page.locator('main .pg-day__events').filter({ hasText: first })).toHaveCount(1);
  // The entries' quick-buy widgets mount from effects of the hydrated parcel.
  await expect(page.locator('main').getByRole('button', { name: 'Karten wählen' }).first()).toBeVisible();
  const held = ['/de/api/events/', '/de/api/calendar/', '/de/api/teasers/', '/de/api/rooms/', '/de/api/genres/'];
  expect(calls.filter((call) => held.some((path) => call.startsWith(path)))).toEqual([]);
});

test('the productions list arrives with its filter and first page and hydrates without asking for them again', async ({ page, request }) => {
  const seasons = await (await request.get('/de/api/seasons/')).json() as { id: number; name: string }[];
  const season = seasons[0];
  if (!season) throw new Error('the site has no season');
  const first = (await (await request.get(`/de/api/productions/?season=${season.id}&page=1`)).json() as { results: { title: string; headline: string }[] }).results[0];
  if (!first) throw new Error(`season ${season.id} has no production`);
  const calls = apiCalls(page);
  const response = await page.goto(`${href('productions', {}, 'de')}?season=${season.id}`);
  expect(await response?.text()).toContain('data-server-slot=""');
  await expect(page.locator('main').getByRole('link', { name: first.title || first.headline }).first()).toBeVisible();
  await expect(page.getByLabel('Saison')).toHaveValue(String(season.id));
  const held = ['/de/api/seasons/', '/de/api/exhibition-types/', '/de/api/production-tags/', `/de/api/productions/?season=${season.id}&page=1`];
  expect(calls.filter((call) => held.some((path) => call.startsWith(path)))).toEqual([]);
  // A change of filter after hydration is the parcel's: it asks for the new list.
  await page.getByLabel('Saison').selectOption('');
  await expect(page).toHaveURL(/\/de\/produktionen$/);
  await expect.poll(() => calls).toContain('/de/api/productions/?page=1');
});

test('a series arrives with the first page of its events and hydrates without asking for them again', async ({ page, request }) => {
  const all = await (await request.get('/de/api/series/')).json() as { id: number; slug: string }[];
  let found: { series: { id: number; slug: string }; first: { name: string; headline: string } } | null = null;
  for (const series of all) {
    const days = await (await request.get(`/de/api/events/?series=${series.id}&page=1&page_size=10`)).json() as EventDayPage;
    const first = days.results[0]?.events[0];
    if (first) {
      found = { series, first };
      break;
    }
  }
  if (!found) throw new Error('no series has events');
  const calls = apiCalls(page);
  const response = await page.goto(href('series-slug-id', { slug: found.series.slug, id: String(found.series.id) }, 'de'));
  expect(await response?.text()).toContain('data-server-slot=""');
  await expect(page.locator('main').getByText(found.first.headline || found.first.name).first()).toBeVisible();
  expect(calls.filter((call) => call.startsWith(`/de/api/series/${found.series.id}/`) || call.startsWith(`/de/api/events/?series=${found.series.id}&page=1`))).toEqual([]);
});

test('the webshop calendar and a webshop event arrive rendered, styled, and hydrate without asking for them again', async ({ page, request }) => {
  const calendar = await (await request.get('/de/api/shop-calendar/')).json() as ShopCalendar;
  const event = calendar.days.flatMap((day) => day.events).find((entry) => offersBooking(entry.availability));
  if (!event) throw new Error('no ticketed event this month');
  const calls = apiCalls(page);
  const response = await page.goto(`/webshop/calendar?month=${calendar.month}`);
  const html = await response?.text() ?? '';
  expect(html).toContain('data-server-slot=""');
  expect(html).toMatch(/<link rel="stylesheet" href="[^"]*\/remotes\/mf-shop\/[^"]+\.css"/);
  const day = page.locator('main .sp-calendar-day').filter({ hasText: event.title }).first();
  await expect(day.getByRole('link', { name: event.title }).first()).toBeVisible();
  expect(calls.filter((call) => call.includes('/api/shop-calendar/'))).toEqual([]);

  // After hydration the links are the parcel's: the event's tickets open the webshop's event page in place.
  await day.getByRole('link', { name: `Karten für ${event.title}` }).first().click();
  await expect(page).toHaveURL(event.ticket_url);
  await expect(page.locator('main h1')).toHaveText(event.title);

  const eventCalls = () => calls.filter((call) => call.includes('/api/shop-events/')).length;
  const before = eventCalls();
  const direct = await page.goto(event.ticket_url);
  expect(await direct?.text()).toContain(`>${event.title.replace(/&/g, '&amp;')}</h1>`);
  await expect(page.getByRole('button', { name: 'Karten wählen' })).toBeVisible();
  expect(eventCalls()).toBe(before);
});

test('the home page arrives with its event list and teasers rendered by their remotes, and they hydrate in place once near the viewport', async ({ page, request }) => {
  const home = await (await request.get('/de/pageeditor-api/page')).json() as { modules: { slug: string; model: string }[] };
  const slugs = home.modules.filter((module) => ['EventList', 'BlogTeaserList', 'HighlightTeaser'].includes(module.model)).map((module) => module.slug);
  expect(slugs.length).toBeGreaterThan(0);
  const remoteScripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script' && new URL(sent.url()).pathname.startsWith('/remotes/')) remoteScripts.push(sent.url());
  });
  const response = await page.goto('/de');
  const html = await response?.text() ?? '';
  for (const slug of slugs) expect(html).toContain(`data-server-module="${slug}"`);
  const eventList = page.locator('.fs-remote-block--EventList');
  const firstCard = await eventList.locator('.pg-card h3').first().textContent();
  // Below the fold at 1280 × 720 every module is the server's HTML and no remote has loaded.
  await pageSettled(page);
  expect(remoteScripts).toEqual([]);
  await expect(page.locator('[data-waits-until-near]')).toHaveCount(slugs.length);
  // A tap elsewhere in the page (the search in the header) is no reach for them: nothing loads.
  const searchToggle = page.getByRole('search', { name: 'Website durchsuchen' }).getByRole('button', { name: 'Suche' });
  await searchToggle.click();
  await expect(searchToggle).toHaveAttribute('aria-expanded', 'true');
  await pageSettled(page);
  expect(remoteScripts).toEqual([]);
  await page.keyboard.press('Escape');
  await hydrateWaitingModules(page);
  expect(remoteScripts.some((url) => url.includes('/remotes/mf-programme/'))).toBe(true);
  expect(remoteScripts.some((url) => url.includes('/remotes/mf-magazine/'))).toBe(true);
  // The modules kept the server's elements (no skeleton came back) and their links are the parcels' own.
  await expect(page.locator('[data-skeleton]')).toHaveCount(0);
  await expect(eventList.locator('.pg-card h3').first()).toHaveText(firstCard ?? '');
  const documents: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'document') documents.push(sent.url());
  });
  await eventList.getByRole('link', { name: 'Gesamtes Programm' }).click();
  await expect(page).toHaveURL(/\/de\/programm$/);
  expect(documents, 'the hydrated link navigates in the page').toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page shows its event list and teasers', async ({ page }) => {
    await page.goto('/de');
    await expect(page.locator('.fs-remote-block--EventList .pg-card').first()).toBeVisible();
    await expect(page.locator('.fs-remote-block--BlogTeaserList .mg-teasers a').first()).toBeVisible();
    await expect(page.locator('[data-skeleton]')).toHaveCount(0);
  });

  test('the programme and an event are readable', async ({ page, site }) => {
    const first = await site.firstListedEventName('de');
    await page.goto(href('events', {}, 'de'));
    await expect(page.locator('main')).toContainText(first);
    const event = await site.event('de');
    await page.goto(event.link);
    await expect(page.locator('main h1')).toHaveText(event.title || event.name);
  });
});

test.describe('with the programme remote\'s server build unreachable', () => {
  let server: SiteServer;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const deadPort = await freePort();
    server = await startSiteServer({ REMOTE_MF_PROGRAMME_SERVER_URL: `http://127.0.0.1:${deadPort}/mf-manifest.json` });
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test('the event page comes without its slot and the browser renders it', async ({ page, playwright }) => {
    const request = await playwright.request.newContext({ baseURL: server.origin });
    const days = await (await request.get('/de/api/events/?page_size=1')).json() as EventDayPage;
    const card = days.results[0]?.events[0];
    if (!card) throw new Error('the programme lists no event');
    const event = await (await request.get(`/de/api/events/${card.id}/`)).json() as EventDetail;
    const response = await page.goto(`${server.origin}${card.link}`);
    expect(response?.status()).toBe(200);
    expect(await response?.text()).not.toContain('data-server-slot=""');
    await expect(page.locator('main h1')).toHaveText(event.title || event.name);
    await request.dispose();
  });
});
