import type { MenuItem, Navigation } from '@festival/shared/api-schemas/content';
import { href, matchRoute } from '@festival/shared/routes/route-table';
import { languageSwitch } from '../fixtures/header';
import { freePort } from '../fixtures/ports';
import { SiteData } from '../fixtures/site-data';
import { startSiteServer, type SiteServer } from '../fixtures/site-server';
import { expect, test } from '../fixtures/test';

const FALLBACK = {
  de: { text: 'Dieser Bereich konnte gerade nicht geladen werden.', retry: 'Erneut versuchen' },
  en: { text: 'This section could not be loaded right now.', retry: 'Try again' },
};

test.describe('a remote whose server is down', () => {
  let server: SiteServer;
  let deadPort: number;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    deadPort = await freePort();
    server = await startSiteServer({ REMOTE_MF_MAGAZINE_URL: `http://127.0.0.1:${deadPort}/mf-manifest.json` });
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test('shows the localised fallback in its slot while the header keeps working', async ({ page, playwright, consoleGuard }) => {
    // the browser and the federation runtime report the refused connection
    consoleGuard.allow(new RegExp(`127\\.0\\.0\\.1:${deadPort}`));
    const request = await playwright.request.newContext({ baseURL: server.origin });
    const site = new SiteData(request);

    await page.goto(`${server.origin}${href('magazine', {}, 'de')}`);
    const fallback = page.getByTestId('remote-fallback');
    await expect(fallback).toBeVisible();
    await expect(fallback).toHaveAttribute('role', 'alert');
    await expect(fallback).toContainText(FALLBACK.de.text);
    await fallback.getByRole('button', { name: FALLBACK.de.retry }).click();
    await expect(page.getByTestId('remote-fallback')).toContainText(FALLBACK.de.text);

    await languageSwitch(page, 'en').click();
    await expect(page).toHaveURL((url) => url.pathname === href('magazine', {}, 'en'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('remote-fallback')).toContainText(FALLBACK.en.text);
    await expect(page.getByTestId('remote-fallback').getByRole('button', { name: FALLBACK.en.retry })).toBeVisible();

    // the main menu still navigates, and a remote that is up still renders
    const nav = await site.json<Navigation>('/en/pageeditor-api/nav');
    const programme = nav.menu.find((item: MenuItem) => matchRoute(item.url)?.name === 'events');
    expect(programme, 'the main menu links the programme').toBeTruthy();
    await page.locator('header').getByRole('link', { name: programme?.menu_name, exact: true }).first().click();
    await expect(page).toHaveURL((url) => url.pathname === href('events', {}, 'en'));
    await expect(page.locator('main')).toContainText(await site.firstListedEventName('en'));
    await request.dispose();
  });
});
