import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import type { EventDayPage, EventDetail } from '@festival/shared/api-schemas/programme';
import { href } from '@festival/shared/routes/route-table';
import { expectNoAxeViolations } from '../fixtures/axe';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../fixtures/chromium';
import { cachedUrls, pagesKept, workerControls } from '../fixtures/offline-copies';
import { writeServerDatabase } from '../fixtures/site-database';
import { startsLater } from '../fixtures/site-data';
import { createStaff, signIn } from '../fixtures/staff';
import { startSiteServer, type SiteServer } from '../fixtures/site-server';
import { expect, test } from '../fixtures/test';

/**
 * The festival in the visitor's pocket: what they saw and need at the venue stays readable
 * without network (service worker), Mein Festival, and nothing of one account for another.
 */

const STORED_COPY = /^Offline – angezeigt wie am /;
/** Without network the page's own calls (the session, a picture not kept) fail: the console says so. */
const OFFLINE_NOISE = /ERR_INTERNET_DISCONNECTED|net::ERR_FAILED|Failed to fetch/;
const CSRF = 'offline-visit-csrf-token';

test.describe.configure({ mode: 'serial' });
test.use({ serviceWorkers: 'allow' });
let server: SiteServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // One test changes an event behind the api's back, which no document cache would hear of.
  server = await startSiteServer({ DOCUMENT_CACHE_MS: '0' });
});

test.afterAll(async () => {
  await server?.stop();
});

const url = (path: string) => `${server.origin}${path}`;

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(url(path));
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

/** An upcoming event with open seats and a second event listed on the programme's first page. */
async function twoEvents(request: APIRequestContext): Promise<{ bookable: EventDetail; other: EventDetail }> {
  const days = await json<EventDayPage>(request, '/de/api/events/?page=1&page_size=10');
  const cards = days.results.flatMap((day) => day.events).filter(startsLater);
  for (const card of cards) {
    if (card.availability !== 'available') continue;
    const event = await json<EventDetail>(request, `/de/api/events/${card.id}/`);
    if (event.id_jet === null || !event.seat_groups.some((group) => group.status !== '0')) continue;
    // another title: the offline page's links are found by their names
    const other = cards.find((candidate) => candidate.id !== event.id && candidate.name !== card.name);
    if (other) return { bookable: event, other: await json<EventDetail>(request, `/de/api/events/${other.id}/`) };
  }
  throw new Error('no bookable event on the programme\'s first page');
}

/** Books one full-price ticket of the event on its page, through cart and checkout; answers the order code. */
async function placeOrder(page: Page, event: EventDetail): Promise<string> {
  const widget = page.getByRole('region', { name: 'Kartenbuchung' });
  await widget.getByRole('button', { name: 'Karten wählen' }).click();
  await widget.getByRole('button', { name: 'Vollpreis hinzufügen' }).first().click();
  await widget.getByRole('button', { name: 'In den Warenkorb' }).click();
  await widget.getByRole('link', { name: 'Zum Warenkorb' }).click();
  await page.getByRole('link', { name: 'Zur Kasse' }).click();
  await page.getByLabel(/^Vorname/).fill('Ada');
  await page.getByLabel(/^Nachname/).fill('Lovelace');
  await page.getByLabel(/^E-Mail-Adresse/).fill(`ada-${event.id}@example.org`);
  await page.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
  await page.getByRole('button', { name: 'Verbindlich bestellen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung' })).toBeVisible();
  return (await page.getByTestId('order-code').textContent()) ?? '';
}

async function signUpAndIn(context: BrowserContext, request: APIRequestContext, name: string): Promise<void> {
  await context.addCookies([{ name: 'csrftoken', value: CSRF, url: server.origin }]);
  const email = `${name}-${Date.now()}@example.org`;
  const headers = { 'X-CSRFToken': CSRF };
  expect((await request.post(url('/de/api/account/signup/'), { headers, data: { email, password: 'lesen-ist-schoen', first_name: name, last_name: 'Test' } })).status()).toBe(202);
  expect((await request.post(url('/de/api/account/login/'), { headers, data: { email, password: 'lesen-ist-schoen' } })).status()).toBe(200);
}

const storedCopyNote = (page: Page) => page.getByRole('status').getByText(STORED_COPY);

test('programme, favourites, their venues, Mein Festival and the order stay readable offline; an unseen page lists what is', async ({ page, context, consoleGuard }) => {
  test.setTimeout(120_000);
  consoleGuard.allow(OFFLINE_NOISE);
  const { bookable, other } = await twoEvents(page.request);
  const programme = href('events', {}, 'de');
  const myFestival = href('my-festival', {}, 'de');

  // visit the programme and mark an event there
  await page.goto(url(programme));
  expect(await workerControls(page)).toBe(url('/sw.js'));
  // by its address: a series repeats its events' titles on the same programme page
  const card = page.locator('main article.pg-card').filter({ has: page.locator(`a[href="${other.link}"]`) }).first();
  await card.getByRole('button', { name: 'Zu Favoriten hinzufügen' }).click();

  // open the other event, mark it too and book a ticket
  await page.goto(url(bookable.link));
  await page.getByRole('main').locator('header').getByRole('button', { name: 'Zu Favoriten hinzufügen' }).click();
  const code = await placeOrder(page, bookable);
  expect(code).toMatch(/^[A-Z2-9]{8}$/);

  // Mein Festival: the two favourites by day and time, the order beside them
  await page.goto(url(myFestival));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Mein Festival' })).toBeVisible();
  for (const event of [bookable, other]) await expect(main.getByRole('link', { name: event.title || event.name, exact: true }).first()).toBeVisible();
  await expect(main.getByText(code)).toBeVisible();
  await expectNoAxeViolations(page, 'Mein Festival');
  await pagesKept(page, [programme, bookable.link, other.link, bookable.venue.link, other.venue.link, myFestival]);
  // the cart, the checkout and the confirmation were opened, and are never kept; nor the shop's answers
  expect((await cachedUrls(page, 'festival-pages-')).filter((kept) => new URL(kept).pathname.startsWith('/webshop'))).toEqual([]);
  expect((await cachedUrls(page, 'festival-api-')).filter((kept) => /\/api\/(?:shop-|user-details)/.test(kept))).toEqual([]);

  await context.setOffline(true);
  await page.reload();
  await expect(storedCopyNote(page)).toBeVisible();
  await expect(main.getByText(code)).toBeVisible();
  await expect(main.getByText(bookable.room).first()).toBeVisible();
  for (const event of [bookable, other]) await expect(main.getByRole('link', { name: event.title || event.name, exact: true }).first()).toBeVisible();

  for (const [path, heading] of [
    [programme, 'Programm'], [bookable.link, bookable.title || bookable.name], [other.link, other.title || other.name],
    [bookable.venue.link, bookable.venue.name], [other.venue.link, other.venue.name],
  ] as const) {
    await page.goto(url(path));
    await expect(main.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(storedCopyNote(page)).toBeVisible();
  }
  // no booking without a connection, and the page says why
  await page.goto(url(bookable.link));
  await expect(main.getByRole('button', { name: 'Karten wählen' })).toBeDisabled();
  await expect(main.getByText('Ohne Verbindung können keine Karten gebucht werden.')).toBeVisible();

  await page.goto(url(href('authors', {}, 'de')));
  await expect(page.getByRole('heading', { level: 1, name: 'Keine Verbindung' })).toBeVisible();
  const available = page.locator('section[lang="de"]');
  await expect(available.getByRole('link', { name: 'Mein Festival' })).toHaveAttribute('href', myFestival);
  await expect(available.getByRole('link', { name: bookable.title || bookable.name })).toHaveAttribute('href', bookable.link);
  await expectNoAxeViolations(page, 'the offline page');

  // a change made meanwhile appears on the next visit once the network is back
  writeServerDatabase(server.sqliteFile, (db) => db.prepare('update events set title_de = ? where id = ?').run('Neu: Lesung am Kanal', other.id));
  await context.setOffline(false);
  await page.goto(url(other.link));
  await expect(main.getByRole('heading', { level: 1, name: 'Neu: Lesung am Kanal' })).toBeVisible();
  await expect(storedCopyNote(page)).toHaveCount(0);
});

test('the worker\'s caches stay within their bounds over a visit of 200 pages', async ({ page }) => {
  test.setTimeout(240_000);
  const ids: number[] = [];
  for (let number = 1; ids.length < 200; number += 1) {
    const days = await json<EventDayPage>(page.request, `/de/api/events/?page=${number}&page_size=50`);
    ids.push(...days.results.flatMap((day) => day.events.map((event) => event.id)));
    if (!days.next) break;
  }
  expect(ids.length).toBeGreaterThanOrEqual(200);
  await page.goto(url(href('events', {}, 'de')));
  await workerControls(page);
  const pages = ids.slice(0, 200).map((id) => url(`/de/api/events/${id}/`));
  // 200 event pages, kept as the app keeps pages opened in it, and their 200 api reads
  const links = await page.evaluate(async (reads) => Promise.all(reads.map(async (read) => ((await (await fetch(read)).json()) as { link: string }).link)), pages);
  await page.evaluate((urls) => navigator.serviceWorker.controller?.postMessage({ type: 'keep-pages', urls }), links.map(url));
  // done once the last page is kept and the expiration behind it has run: the newest 80 stay
  const last = url(links[199] ?? '');
  await expect.poll(async () => {
    const kept = await cachedUrls(page, 'festival-pages-');
    return { last: kept.includes(last), count: kept.length };
  }, { timeout: 200_000 }).toEqual({ last: true, count: 80 });
  expect((await cachedUrls(page, 'festival-api-')).length).toBeLessThanOrEqual(150);
  expect((await cachedUrls(page, 'festival-files')).length).toBeLessThanOrEqual(250);
});

test('nothing kept for one account is shown to the next: orders and copies go when another signs in', async ({ page, context, consoleGuard }) => {
  test.setTimeout(120_000);
  consoleGuard.allow(OFFLINE_NOISE);
  const { bookable } = await twoEvents(page.request);
  const myFestival = href('my-festival', {}, 'de');
  await signUpAndIn(context, page.request, 'erste');
  await page.goto(url(bookable.link));
  await workerControls(page);
  const code = await placeOrder(page, bookable);
  await page.goto(url(myFestival));
  await expect(page.getByRole('main').getByText(code)).toBeVisible();
  await pagesKept(page, [bookable.link, myFestival]);

  // another account signs in on this browser
  expect((await page.request.post(url('/de/api/account/logout/'), { headers: { 'X-CSRFToken': CSRF } })).status()).toBe(200);
  await signUpAndIn(context, page.request, 'zweite');
  await page.goto(url(href('events', {}, 'de')));
  await expect.poll(async () => (await cachedUrls(page, 'festival-pages-')).map((kept) => new URL(kept).pathname).filter((path) => path !== href('events', {}, 'de')))
    .toEqual([]);
  await page.goto(url(myFestival));
  await expect(page.getByRole('main').getByText('In diesem Browser wurden noch keine Karten bestellt.')).toBeVisible();
  await pagesKept(page, [myFestival]);

  await context.setOffline(true);
  await page.reload();
  await expect(storedCopyNote(page)).toBeVisible();
  await expect(page.getByRole('main').getByText('In diesem Browser wurden noch keine Karten bestellt.')).toBeVisible();
  await expect(page.getByRole('main').getByText(code)).toHaveCount(0);
  await page.goto(url(bookable.link));
  await expect(page.getByRole('heading', { level: 1, name: 'Keine Verbindung' })).toBeVisible();
});

test('an editor never sees a kept copy: their pages are not kept, and without network they get the offline page', async ({ page, context, consoleGuard }) => {
  test.setTimeout(120_000);
  consoleGuard.allow(OFFLINE_NOISE);
  const about = '/de/festival/ueber-uns';
  await page.goto(url(about));
  await workerControls(page);
  await pagesKept(page, [about]);

  const staff = createStaff({ sqliteFile: server.sqliteFile });
  await signIn(page, staff, server.origin);
  await page.goto(url(href('events', {}, 'de')));
  await expect(page.getByRole('complementary', { name: 'Redaktion' })).toBeVisible();
  await page.goto(url(about));
  expect((await cachedUrls(page, 'festival-pages-')).map((kept) => new URL(kept).pathname)).not.toContain(href('events', {}, 'de'));

  await context.setOffline(true);
  await page.goto(url(about));
  await expect(page.getByRole('heading', { level: 1, name: 'Keine Verbindung' })).toBeVisible();
  await expect(storedCopyNote(page)).toHaveCount(0);
});

test('Chromium finds the site installable: manifest, icons, worker', async () => {
  // Installing needs a profile of its own: Playwright's contexts are incognito, where Chromium never offers it.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'festival-install-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const locale of ['de', 'en'] as const) {
      const page = await context.newPage();
      await page.goto(url(href('index', {}, locale)));
      await workerControls(page);
      const cdp = await context.newCDPSession(page);
      const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
      expect(manifest).toMatchObject({ url: url(`/manifest.${locale}.webmanifest`), errors: [] });
      expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
      await page.close();
    }
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});
