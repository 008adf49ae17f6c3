import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { readSiteDatabase, writeServerDatabase } from '../fixtures/site-database';
import { startSiteServer, type SiteServer } from '../fixtures/site-server';
import { expect, test } from '../fixtures/test';
import { pagesKept, workerControls } from '../fixtures/offline-copies';

/** Spec §2/§4/§8 page rules: the status of every document matches the page it shows. */

const CSRF = 'page-rules-csrf-token';

/** A new account, signed in through the api in the browser context (the session cookie is set by the sign-in). */
async function signIn(context: BrowserContext, request: APIRequestContext, baseURL: string): Promise<void> {
  await context.addCookies([{ name: 'csrftoken', value: CSRF, url: baseURL }]);
  const id = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const response = await request.post('/de/api/account/signup/', {
    headers: { 'X-CSRFToken': CSRF },
    data: { email: `regeln-${id}@example.org`, password: 'lesen-ist-schoen', first_name: 'Rita', last_name: 'Regel' },
  });
  expect(response.status()).toBe(202);
  const login = await request.post('/de/api/account/login/', { headers: { 'X-CSRFToken': CSRF }, data: { email: `regeln-${id}@example.org`, password: 'lesen-ist-schoen' } });
  expect(login.status()).toBe(200);
}

function errorLogRows(url: string): number {
  return readSiteDatabase((db) => (db.prepare('select count(*) as n from error_log where url = ?').get(url) as { n: number }).n);
}

test('an unknown path answers 404 with the custom /html/404.html, and the 404 is logged', async ({ page, consoleGuard, baseURL }) => {
  const path = `/de/gibt-es-nicht-${Date.now()}`;
  consoleGuard.allowStatus(404, path);
  consoleGuard.allowStatus(404, `/de/pageeditor-api/page${path.slice(3)}`);
  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
  const main = page.getByRole('main');
  // The page's own markup and style, shown in the error layout.
  await expect(main.locator('.fe-error[data-error-status="404"]')).toBeVisible();
  await expect(main.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
  await expect(main).toContainText('Diese Seite konnte nicht gefunden werden.');
  const home = main.getByRole('link', { name: 'Zur Startseite' });
  await expect(home).toHaveAttribute('href', '/de');
  await expect(home).toHaveCSS('border-top-style', 'solid');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeAttached();
  await expect(page.locator('.sh-sticky-nav')).toHaveCount(0);
  await expect.poll(() => errorLogRows(`${baseURL}${path}`)).toBe(1);
});

test('when the custom HTML cannot be loaded the default page shows, with a warning only', async ({ page, consoleGuard }) => {
  const path = '/de/auch-nicht-da';
  consoleGuard.allowStatus(404, path);
  consoleGuard.allowStatus(404, '/de/pageeditor-api/page/auch-nicht-da');
  consoleGuard.allowStatus(500, '/html/404.html');
  await page.route('**/html/404.html', (route) => route.fulfill({ status: 500, body: 'broken' }));
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  expect((await page.goto(path))?.status()).toBe(404);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
  await expect(main).toContainText('Ein unbekannter Fehler ist aufgetreten.');
  await expect(main.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/de');
  await expect(main.locator('.sh-error-custom')).toHaveCount(0);
  expect(warnings.some((text) => text.startsWith('custom error page'))).toBe(true);
});

test('an old path of the redirects table answers 301 to its new path, keeping the query', async ({ page, request }) => {
  const response = await request.get('/de/ueber-uns?ref=alt', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/de/festival/ueber-uns?ref=alt');
  await page.goto('/de/alt-programm');
  await expect(page).toHaveURL(/\/de\/programm$/);
});

test('in-app navigation to an old path replaces it with the new path (spec §4)', async ({ page }) => {
  await page.goto('/de');
  await expect(page.getByRole('main')).toBeVisible();
  const entries = await page.evaluate(() => history.length);
  // What a link inside the app does: a history entry the router picks up, no document request.
  await page.evaluate(() => {
    history.pushState({}, '', '/de/ueber-uns?ref=intern');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/de\/festival\/ueber-uns\?ref=intern$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => history.length)).toBe(entries + 1);
});

test('v is removed with a 301 for visitors and kept for logged-in users', async ({ page, context, request, baseURL, consoleGuard }) => {
  const anonymous = await request.get('/de/festival/ueber-uns?v=2&ref=x', { maxRedirects: 0 });
  expect(anonymous.status()).toBe(301);
  expect(anonymous.headers().location).toBe('/de/festival/ueber-uns?ref=x');

  // A logged-in visitor who is no editor: the editor call answers 403 (spec §6).
  consoleGuard.allowStatus(403, '/de/pageeditor-api/user');
  await signIn(context, page.request, baseURL as string);
  const loggedIn = await page.request.get('/de/festival/ueber-uns?v=2&ref=x', { maxRedirects: 0 });
  expect(loggedIn.status()).toBe(200);
  await page.goto('/de/festival/ueber-uns?v=2');
  await expect(page).toHaveURL(/\/de\/festival\/ueber-uns\?v=2$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
});

test('overlay=true keeps the document at 200', async ({ request }) => {
  expect((await request.get('/de/festival/ueber-uns?overlay=true', { maxRedirects: 0 })).status()).toBe(200);
});

test.describe('on a server of its own', () => {
  // The second test switches the site off: the order matters, and no other spec may see it.
  test.describe.configure({ mode: 'serial' });
  test.use({ serviceWorkers: 'allow' });
  let server: SiteServer;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    // These tests change the database behind the api's back, which no cache can hear of:
    // documents are rendered for every request here.
    server = await startSiteServer({ DOCUMENT_CACHE_MS: '0' });
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test('the service worker serves the offline page without network and never stale HTML with it', async ({ page, context, consoleGuard }) => {
    // Requests of the page that was open when the network went away; those that pass through
    // the worker (hashed chunks it has not cached yet) fail as ERR_FAILED.
    consoleGuard.allow(/ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/);
    await page.goto(`${server.origin}/de/festival/ueber-uns`);
    // the worker takes control of the open page when it activates (clients.claim), and keeps the
    // page it did not see the browser load
    expect(await workerControls(page)).toBe(`${server.origin}/sw.js`);
    await pagesKept(page, ['/de/festival/ueber-uns']);

    await context.setOffline(true);
    await page.goto(`${server.origin}/de/programm`);
    await expect(page.getByRole('heading', { level: 1, name: 'Keine Verbindung' })).toBeVisible();
    // the page seen before is listed as available offline
    await expect(page.locator('section[lang="de"]').getByRole('link')).toHaveAttribute('href', '/de/festival/ueber-uns');

    await context.setOffline(false);
    const online = await page.goto(`${server.origin}/de/programm`);
    expect(online?.status()).toBe(200);
    // the server's document itself (the app may retitle the tab once it runs)
    expect(await online?.text()).toMatch(/<title>Programm und Karten \| /);
    await expect(page.getByRole('heading', { name: 'Keine Verbindung' })).toHaveCount(0);

    // The same URL again after a change on the server: the worker passes the new answer through.
    consoleGuard.allowStatus(503, '/de/programm');
    writeServerDatabase(server.sqliteFile, (db) => db.prepare('update settings set is_site_online = 0 where id = 1').run());
    const changed = await page.goto(`${server.origin}/de/programm`);
    expect(changed?.status()).toBe(503);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Website offline' })).toBeVisible();
  });

  test('with the site offline every document answers 503 "Website offline"; api calls keep working', async ({ page, request, consoleGuard }) => {
    writeServerDatabase(server.sqliteFile, (db) => db.prepare('update settings set is_site_online = 0 where id = 1').run());
    consoleGuard.allowStatus(503, '/en/programme');
    for (const path of ['/de', '/de/alt-programm', '/de/nirgendwo']) {
      expect((await request.get(`${server.origin}${path}`, { maxRedirects: 0 })).status()).toBe(503);
    }
    const settings = await request.get(`${server.origin}/pageeditor-api/settings`);
    expect(settings.status()).toBe(200);
    expect((await settings.json()).is_site_online).toBe(false);

    const response = await page.goto(`${server.origin}/en/programme`);
    expect(response?.status()).toBe(503);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Website offline' })).toBeVisible();
    await expect(main).toContainText('The website is temporarily unavailable');
    await expect(page.locator('.pg-day__events')).toHaveCount(0);
    await expect(page.getByRole('banner')).toBeVisible();
  });
});
