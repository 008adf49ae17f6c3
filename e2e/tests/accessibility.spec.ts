import { sweepBothWidths, sweepStatesBothWidths } from '../fixtures/axe-sweep';
import { bookingDiscounts, bookingTimeslots, bookingWidget } from '../fixtures/open-states';
import { groupWithDiscountsAndSlots } from '../fixtures/site-data';
import { expect, test } from '../fixtures/test';

/**
 * The webshop pages' accessibility sweep (not localised, spec §2; they have a layout of their
 * own): axe at 1280 px and at 375 px finds no violation, nothing scrolls sideways. The routes of
 * the route table are swept in route-sweep.spec.ts.
 */
// Opening animations would have axe measure contrast halfway through a fade.
test.use({ reducedMotion: 'reduce' });

const WEBSHOP_PAGES: Array<[string, RegExp]> = [
  ['/webshop', /Webshop/],
  ['/webshop/calendar', /./],
  ['/webshop/cart', /Warenkorb/],
  ['/webshop/orders', /Bestellung/],
];

for (const [path, heading] of WEBSHOP_PAGES) {
  test(`webshop ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(heading);
    await sweepBothWidths(page, path);
  });
}

test('webshop page of an event', async ({ page, site }) => {
  const event = await site.event('de');
  expect(event.id_jet).not.toBeNull();
  const path = `/webshop/events/${event.id_jet}`;
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await sweepBothWidths(page, path);
});

test('the booking widget at every step, driven by keyboard: the focus on each step and back, no violation', async ({ page, site }) => {
  const event = await site.upcomingEvent('available', (candidate) => groupWithDiscountsAndSlots(candidate) !== undefined);
  await page.goto(event.link);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  const steps = [bookingWidget, bookingDiscounts, bookingTimeslots];
  await sweepStatesBothWidths(page, event.link, { desktop: steps, phone: steps });
});
