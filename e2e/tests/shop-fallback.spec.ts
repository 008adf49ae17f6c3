import type { MenuItem, Navigation } from '@festival/shared/api-schemas/content';
import type { EventDayPage, EventDetail } from '@festival/shared/api-schemas/programme';
import { href, matchRoute } from '@festival/shared/routes/route-table';
import { freePort } from '../fixtures/ports';
import { SiteData, startsLater } from '../fixtures/site-data';
import { startSiteServer, type SiteServer } from '../fixtures/site-server';
import { expect, test } from '../fixtures/test';

/** Spec issue: with mf-shop's server down the site works on, and event pages offer the webshop link instead of the widget. */
test.describe('the shop remote is down', () => {
  let server: SiteServer;
  let deadPort: number;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    deadPort = await freePort();
    server = await startSiteServer({ REMOTE_MF_SHOP_URL: `http://127.0.0.1:${deadPort}/mf-manifest.json` });
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test('an event page\'s booking button gives a link to the webshop instead of the widget; the rest of the site works', async ({ page, playwright, consoleGuard }) => {
    // the browser and the federation runtime report the refused connection
    consoleGuard.allow(new RegExp(`127\\.0\\.0\\.1:${deadPort}`));
    const request = await playwright.request.newContext({ baseURL: server.origin });
    const site = new SiteData(request);
    const days = await site.json<EventDayPage>('/de/api/events/?page_size=10');
    const cards = days.results.flatMap((day) => day.events).filter(startsLater);
    let event: EventDetail | undefined;
    for (const card of cards) {
      const detail = await site.json<EventDetail>(`/de/api/events/${card.id}/`);
      if (detail.ticket_url && detail.seat_groups.length > 0) {
        event = detail;
        break;
      }
    }
    if (!event) throw new Error('no listed event sells tickets');

    await page.goto(`${server.origin}${href('events-slug-id', { slug: event.slug, id: String(event.id) }, 'de')}`);
    await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
    const tickets = page.getByRole('region', { name: 'Karten' });
    // The button is the programme's own until it is pressed; only then is the shop asked for.
    await tickets.getByRole('button', { name: 'Karten wählen' }).click();
    const webshopLink = tickets.getByRole('link', { name: /Im Webshop kaufen/ });
    await expect(webshopLink).toHaveAttribute('href', event.ticket_url);
    await expect(webshopLink).toBeFocused();
    await expect(page.getByRole('button', { name: 'Karten wählen' })).toHaveCount(0);

    // the header and the programme keep working without the shop
    const nav = await site.json<Navigation>('/de/pageeditor-api/nav');
    const programme = nav.menu.find((item: MenuItem) => matchRoute(item.url)?.name === 'events');
    expect(programme, 'the main menu links the programme').toBeTruthy();
    await page.locator('header').getByRole('link', { name: programme?.menu_name, exact: true }).first().click();
    await expect(page).toHaveURL((url) => url.pathname === href('events', {}, 'de'));
    await expect(page.locator('main')).toContainText(await site.firstListedEventName('de'));
    await request.dispose();
  });
});
