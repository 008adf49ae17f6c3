import type { APIRequestContext } from '@playwright/test';
import type { EventDayPage, EventDetail } from '@festival/shared/api-schemas/programme';
import { href } from '@festival/shared/routes/route-table';
import { startSiteServer, type SiteServer } from '../fixtures/site-server';
import { expect, test } from '../fixtures/test';

/**
 * Ticket sales close at an event's start, on the server's clock: a site of its own whose clock
 * the test sets (TEST_CLOCK=1), so the shared server keeps the real one.
 */
test.describe('ticket sales close when an event starts', () => {
  let server: SiteServer;
  let request: APIRequestContext;

  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(180_000);
    server = await startSiteServer({ TEST_CLOCK: '1' });
    request = await playwright.request.newContext({ baseURL: server.origin });
  });

  test.afterAll(async () => {
    await request?.dispose();
    await server?.stop();
  });

  const CSRF = 'sales-close-e2e-csrf-token-0123';

  async function setServerClock(instant: number): Promise<void> {
    const now = new Date(instant).toISOString();
    const answer = await request.put('/api/test-clock/', {
      data: { now }, headers: { 'x-csrftoken': CSRF, cookie: `csrftoken=${CSRF}`, connection: 'close' },
    });
    expect(answer.status()).toBe(200);
  }

  async function json<T>(path: string): Promise<T> {
    const answer = await request.get(path, { headers: { connection: 'close' } });
    expect(answer.status(), `GET ${path}`).toBe(200);
    return answer.json() as Promise<T>;
  }

  /** Upcoming events by the server's clock, in programme order, with their details. */
  async function upcoming(): Promise<EventDetail[]> {
    const details: EventDetail[] = [];
    for (let page = 1; page <= 5; page += 1) {
      const days = await json<EventDayPage>(`/de/api/events/?page=${page}&page_size=20`);
      for (const card of days.results.flatMap((day) => day.events)) details.push(await json<EventDetail>(`/de/api/events/${card.id}/`));
      if (!days.next) break;
    }
    return details.sort((a, b) => Date.parse(a.date_start) - Date.parse(b.date_start));
  }

  const onSale = (event: EventDetail) => event.availability === 'available' && event.id_jet !== null
    && event.seat_groups.some((group) => group.status === '1' && group.prices.length > 0);

  test('a future event books, one that started a minute ago is refused and shows sales closed, a free event offers no booking', async ({ page, consoleGuard }) => {
    const events = await upcoming();
    const closing = events.find(onSale);
    if (!closing) throw new Error('no upcoming event is on sale');
    const later = events.find((event) => onSale(event) && Date.parse(event.date_start) > Date.parse(closing.date_start) + 10 * 60_000);
    const free = events.find((event) => event.availability === 'free');
    if (!later || !free) throw new Error('the seed has no later event on sale or no free event');
    const start = Date.parse(closing.date_start);
    await setServerClock(start - 5 * 60_000);

    // an event that starts in the future books
    await page.goto(`${server.origin}${href('events-slug-id', { slug: later.slug, id: String(later.id) }, 'de')}`);
    const laterWidget = page.getByRole('region', { name: 'Kartenbuchung' });
    await laterWidget.getByRole('button', { name: 'Karten wählen' }).click();
    await laterWidget.getByRole('button', { name: 'Vollpreis hinzufügen' }).first().click();
    await laterWidget.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(laterWidget.getByRole('status')).toContainText('1 Karte wurde erfolgreich in Ihren Warenkorb gelegt.');

    // the tickets of an event are chosen before it starts and sent a minute after: refused, and the widget says why
    const eventPage = `${server.origin}${href('events-slug-id', { slug: closing.slug, id: String(closing.id) }, 'de')}`;
    await page.goto(eventPage);
    const widget = page.getByRole('region', { name: 'Kartenbuchung' });
    await widget.getByRole('button', { name: 'Karten wählen' }).click();
    await widget.getByRole('button', { name: 'Vollpreis hinzufügen' }).first().click();
    await setServerClock(start + 60_000);
    consoleGuard.allowStatus(409, '/de/api/shop-cart/');
    consoleGuard.allow(/^console\.error: shop-cart ApiError: 409: Ticket sales have closed/);
    await widget.getByRole('button', { name: 'In den Warenkorb' }).click();
    const refusal = widget.getByRole('alert');
    await expect(refusal).toContainText('Der Vorverkauf für diese Veranstaltung ist beendet.');
    await expect(refusal).toContainText('Fehler -217');

    // loaded now, the event page and the webshop's page show the closed sales and nothing to book
    await page.goto(eventPage);
    const tickets = page.getByRole('region', { name: 'Karten' });
    await expect(tickets).toContainText('Vorverkauf beendet');
    await expect(page.getByRole('button', { name: 'Karten wählen' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Tickets buchen/ })).toHaveCount(0);
    await page.goto(`${server.origin}${closing.ticket_url}`);
    await expect(page.getByRole('heading', { level: 1, name: closing.title })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Kartenbuchung' })).toContainText('Der Vorverkauf für diese Veranstaltung ist beendet.');
    await expect(page.getByRole('button', { name: 'Karten wählen' })).toHaveCount(0);

    // a free event shows its free admission and no booking control
    await page.goto(`${server.origin}${href('events-slug-id', { slug: free.slug, id: String(free.id) }, 'de')}`);
    await expect(page.getByRole('heading', { level: 1, name: free.title })).toBeVisible();
    await expect(page.getByText('Eintritt frei', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Karten' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Karten wählen' })).toHaveCount(0);
  });
});
