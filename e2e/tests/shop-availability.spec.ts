import type { APIRequestContext, Page } from '@playwright/test';
import type { EventDetail } from '@festival/shared/api-schemas/programme';
import { href } from '@festival/shared/routes/route-table';
import { expect, test } from '../fixtures/test';

/**
 * The booking widget, the event page and the programme list take availability from one answer;
 * the widget's maximum is the api's; the quick-buy widget of the programme list; the webshop
 * speaks the language of the page the visitor came from.
 */

const CSRF = 'shop-availability-e2e-csrf-token';

/** Holds every seat left of the event in one cart of another visitor, slot by slot. */
async function holdAllSeats(request: APIRequestContext, event: EventDetail): Promise<void> {
  const slotsLeft = new Map<number, number>();
  for (const group of event.seat_groups.filter((candidate) => candidate.status === '1')) {
    let left = group.free_seats;
    while (left > 0) {
      const slot = group.timeslots.find((candidate) => candidate.status === '1' && (slotsLeft.get(candidate.id) ?? candidate.free_seats) > 0);
      const room = slot ? (slotsLeft.get(slot.id) ?? slot.free_seats) : left;
      const quantity = Math.min(left, room);
      const answer = await request.post('/de/api/shop-cart/', {
        headers: { 'X-CSRFToken': CSRF, cookie: `csrftoken=${CSRF}` },
        data: {
          event_jet_id: event.id_jet, seat_group: group.id, sale_type_ids: [group.prices[0]!.sale_type_id], quantities: [quantity],
          ...(slot ? { block_id: slot.block_id } : {}),
        },
      });
      expect(answer.status(), await answer.text()).toBe(200);
      if (slot) slotsLeft.set(slot.id, room - quantity);
      left -= quantity;
    }
  }
}

const eventPath = (event: EventDetail) => href('events-slug-id', { slug: event.slug, id: String(event.id) }, 'de');
const widgetOf = (page: Page) => page.getByRole('region', { name: 'Kartenbuchung' });

test('an event whose seats are all held is sold out on its page, in the webshop\'s widget and in the programme, with nothing to book', async ({ page, site, playwright, baseURL }) => {
  // few seats left, all in seat groups one cart may hold whole
  const event = await site.upcomingEvent('limited', (candidate) => {
    const open = candidate.seat_groups.filter((group) => group.status === '1');
    const seats = open.reduce((sum, group) => sum + group.free_seats, 0);
    return open.length > 0 && seats <= candidate.ticket_limits.per_event && open.every((group) => group.free_seats <= candidate.ticket_limits.per_price);
  });
  const other = await playwright.request.newContext({ baseURL });
  try {
    await holdAllSeats(other, event);
  } finally {
    await other.dispose();
  }

  // spec §5: no control that can only fail, neither the button nor the sticky navigation's
  await page.goto(eventPath(event));
  await expect(page.locator('.pg-detail__facts')).toContainText('Ausverkauft');
  await expect(page.getByRole('region', { name: 'Karten' })).toContainText('Ausverkauft');
  await expect(page.getByRole('button', { name: 'Karten wählen' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Tickets buchen/ })).toHaveCount(0);

  // the webshop's page of the event says so in its widget
  await page.goto(event.ticket_url);
  await expect(widgetOf(page)).toContainText('Für diese Veranstaltung sind keine Karten mehr verfügbar.');
  await expect(page.getByRole('button', { name: 'Karten wählen' })).toHaveCount(0);

  const day = event.date_start.slice(0, 10).split('-').reverse().join('-');
  await page.goto(`${href('events', {}, 'de')}?date=${day}`);
  const entry = page.getByRole('listitem').filter({ has: page.locator(`a[href="${event.link}"]`) });
  await expect(entry).toContainText('Ausverkauft');
  await expect(entry.getByRole('button', { name: 'Karten wählen' })).toHaveCount(0);
});

test("the widget's maximum of a price is the api's", async ({ page, site }) => {
  const event = await site.upcomingEvent('available', (candidate) => candidate.seat_groups.some((group) => group.status === '1'));
  const group = event.seat_groups.find((candidate) => candidate.status === '1')!;
  const slot = event.seat_groups.filter((candidate) => candidate.status === '1').flatMap((candidate) => candidate.timeslots).find((candidate) => candidate.status === '1');
  const max = Math.min(event.ticket_limits.per_price, event.ticket_limits.per_event, group.free_seats, slot?.free_seats ?? Number.POSITIVE_INFINITY);

  await page.goto(eventPath(event));
  const widget = widgetOf(page);
  await widget.getByRole('button', { name: 'Karten wählen' }).click();
  const more = widget.getByRole('button', { name: 'Vollpreis hinzufügen' }).first();
  for (let count = 1; count <= max; count += 1) {
    await more.click();
    await expect(widget.getByRole('status', { name: `Anzahl Vollpreis: ${count}` }).first()).toHaveText(String(count));
  }
  await expect(more).toBeDisabled();
});

test('the quick-buy widget of a programme entry books in place and offers "Weitere hinzufügen"', async ({ page }) => {
  await page.goto(href('events', {}, 'de'));
  const widget = widgetOf(page).first();
  await widget.getByRole('button', { name: 'Karten wählen' }).click();
  await widget.getByRole('button', { name: 'Vollpreis hinzufügen' }).first().click();
  await widget.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(widget.getByRole('status')).toContainText('1 Karte wurde erfolgreich in Ihren Warenkorb gelegt.');
  await widget.getByRole('button', { name: 'Weitere hinzufügen' }).click();
  await expect(widget.getByRole('button', { name: 'In den Warenkorb' })).toBeDisabled();
  await expect(page.locator('header').getByRole('link', { name: /^Warenkorb/ })).toHaveAccessibleName('Warenkorb, 1 Karte');
});

test.describe('in an English-language browser', () => {
  test.use({ locale: 'en-US' });

  test('the webshop keeps the language of the German page the visitor booked on', async ({ page, site }) => {
    const event = await site.upcomingEvent('available', (candidate) => candidate.seat_groups.some((group) => group.status === '1'));
    await page.goto(eventPath(event));
    const widget = widgetOf(page);
    await widget.getByRole('button', { name: 'Karten wählen' }).click();
    await widget.getByRole('button', { name: 'Vollpreis hinzufügen' }).first().click();
    await widget.getByRole('button', { name: 'In den Warenkorb' }).click();
    await widget.getByRole('link', { name: 'Zum Warenkorb' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/webshop/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Warenkorb' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');

    // a fresh load of the webshop, rendered by the server, too
    await page.goto('/webshop/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Warenkorb' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });
});
