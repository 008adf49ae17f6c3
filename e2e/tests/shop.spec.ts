import type { Page } from '@playwright/test';
import type { EventDetail, SeatGroup } from '@festival/shared/api-schemas/programme';
import { formatTime } from '@festival/shared/format/dates';
import { href } from '@festival/shared/routes/route-table';
import { groupWithDiscountsAndSlots, type SiteData } from '../fixtures/site-data';
import { expectNoAxeViolations } from '../fixtures/axe';
import { slotHydrated } from '../fixtures/slot-hydrated';
import { expect, test } from '../fixtures/test';

/** The booking widget, the header's cart, the webshop's cart, checkout, confirmation and lookup, as a visitor uses them. */

const BUYER = { first: 'Ada', last: 'Lovelace', email: 'ada.lovelace@example.org' };

interface Bookable {
  event: EventDetail;
  group: SeatGroup;
}

/** An upcoming event with a discount and several time slots, with room for the tickets a test takes. */
async function bookableEvent(site: SiteData): Promise<Bookable> {
  const event = await site.upcomingEvent('available', (candidate) => groupWithDiscountsAndSlots(candidate) !== undefined);
  return { event, group: groupWithDiscountsAndSlots(event)! };
}

const cartIndicator = (page: Page) => page.locator('header').getByRole('link', { name: /^Warenkorb/ });

test('choose tickets with a discount and another time slot, then cart, checkout, confirmation and lookup', async ({ page, site, browser, consoleGuard }) => {
  const { event, group } = await bookableEvent(site);
  const discount = group.prices[1]!;
  const slots = group.timeslots.filter((slot) => slot.status !== '0');
  const secondSlot = formatTime(slots[1]!.time_start, 'de');

  // choose tickets on the event detail page
  await page.goto(href('events-slug-id', { slug: event.slug, id: String(event.id) }, 'de'));
  const widget = page.getByRole('region', { name: 'Kartenbuchung' });
  await widget.getByRole('button', { name: 'Karten wählen' }).click();
  const addToCart = widget.getByRole('button', { name: 'In den Warenkorb' });
  await expect(addToCart).toBeDisabled();
  await widget.getByRole('button', { name: 'Vollpreis hinzufügen' }).first().click();
  await widget.getByRole('button', { name: 'Vollpreis hinzufügen' }).first().click();
  await expect(widget.getByRole('status', { name: 'Anzahl Vollpreis: 2' })).toHaveText('2');

  // the discount step
  await widget.getByRole('button', { name: 'Ermäßigungen und Bedingungen' }).first().click();
  await expect(widget.getByRole('heading', { name: `Ermäßigungen: ${group.seat_group}` })).toBeVisible();
  await widget.getByRole('button', { name: `${discount.name} hinzufügen` }).click();
  await widget.getByRole('button', { name: 'Zurück' }).click();

  // change the time slot
  await widget.getByRole('button', { name: 'Einlasszeit ändern' }).click();
  await widget.getByRole('button', { name: secondSlot }).click();
  await expect(widget.getByText(`Einlass: ${secondSlot}`)).toBeVisible();

  // add to cart: the success panel and the header's count
  await addToCart.click();
  await expect(widget.getByRole('status')).toContainText('3 Karten wurden erfolgreich in Ihren Warenkorb gelegt.');
  await expect(widget).toContainText('Ihre Karten sind für die nächsten 15 Minuten reserviert.');
  await expect(cartIndicator(page)).toHaveAccessibleName('Warenkorb, 3 Karten');

  // the cart: lines in the chosen slot, a countdown that runs, a changed amount
  await widget.getByRole('link', { name: 'Zum Warenkorb' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/webshop/cart');
  const timer = page.getByRole('timer');
  await expect(timer).toHaveText(/^1[45]:\d\d$/);
  const shown = await timer.textContent();
  await expect(timer).not.toHaveText(shown ?? '');
  const lines = page.getByRole('list', { name: 'Karten im Warenkorb' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  await expect(lines.first()).toContainText(`Einlass ${secondSlot}`);
  await expectNoAxeViolations(page, 'the cart with tickets');
  await page.getByRole('button', { name: `Eine Karte mehr: ${event.title}, Vollpreis` }).click();
  await expect(page.getByRole('status', { name: `Anzahl ${event.title}, Vollpreis: 3` })).toHaveText('3');
  await expect(cartIndicator(page)).toHaveAccessibleName('Warenkorb, 4 Karten');

  // checkout
  await page.getByRole('link', { name: 'Zur Kasse' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Zahlung an der Abendkasse' })).toBeChecked();
  await expectNoAxeViolations(page, 'the checkout');
  await page.getByRole('button', { name: 'Verbindlich bestellen' }).click();
  await expect(page.getByText('Bitte stimmen Sie den Allgemeinen Geschäftsbedingungen zu.')).toBeVisible();
  await page.getByLabel(/^Vorname/).fill(BUYER.first);
  await page.getByLabel(/^Nachname/).fill(BUYER.last);
  await page.getByLabel(/^E-Mail-Adresse/).fill(BUYER.email);
  await page.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
  await page.getByRole('button', { name: 'Verbindlich bestellen' }).click();

  // the confirmation with its order code; the cart is empty again
  await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung' })).toBeVisible();
  const code = (await page.getByTestId('order-code').textContent()) ?? '';
  expect(code).toMatch(/^[A-Z2-9]{8}$/);
  await expect(page).toHaveURL((url) => url.pathname === `/webshop/orders/${code}`);
  await expect(page.getByText('Zahlung ausstehend')).toBeVisible();
  await expect(cartIndicator(page)).toHaveAccessibleName('Warenkorb, 0 Karten');

  // the lookup, in another browser that knows only the code and the e-mail address
  const other = await browser.newContext({ baseURL: new URL(page.url()).origin, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
  const lookup = await other.newPage();
  consoleGuard.watch(lookup);
  await lookup.goto('/webshop/orders');
  // typed before the form's parcel took over the server's HTML, the entries would be lost
  await slotHydrated(lookup);
  await lookup.getByLabel(/^Bestellcode/).fill(code.toLowerCase());
  await lookup.getByLabel(/^E-Mail-Adresse/).fill(BUYER.email);
  await lookup.getByRole('button', { name: 'Bestellung anzeigen' }).click();
  await expect(lookup.getByRole('heading', { level: 1, name: `Bestellung ${code}` })).toBeVisible();
  await expect(lookup.getByText(/^3 Karten je /)).toBeVisible();
  await expect(lookup.getByText(/^1 Karte je /)).toBeVisible();
  await expect(lookup.getByRole('link', { name: event.title }).first()).toBeVisible();
  await other.close();
});

test('the cart counts down to the end of the holds, then shows them expired', async ({ page, site }) => {
  const { event, group } = await bookableEvent(site);
  await page.clock.install();
  await page.goto('/webshop/cart');
  await expect(page.getByText('Ihr Warenkorb ist leer.')).toBeVisible();
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const added = await page.request.post('/de/api/shop-cart/', {
    headers: { 'X-CSRFToken': csrf },
    data: { event_jet_id: event.id_jet, seat_group: group.id, sale_type_ids: [group.prices[0]!.sale_type_id], quantities: [1] },
  });
  expect(added.status()).toBe(200);

  await page.reload();
  const timer = page.getByRole('timer');
  await expect(timer).toHaveText(/^1[45]:\d\d$/);
  await expect(page.getByRole('link', { name: 'Zur Kasse' })).toBeVisible();
  await page.clock.fastForward('14:45');
  await expect(timer).toHaveText(/^0:\d\d$/);
  await page.clock.fastForward('00:20');
  await expect(page.getByRole('alert')).toContainText('Ihre Reservierung ist abgelaufen');
  await expect(page.getByText('Reservierung abgelaufen')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zur Kasse' })).toHaveCount(0);
});
