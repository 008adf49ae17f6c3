import { sweepBothWidths } from '../fixtures/axe-sweep';
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
