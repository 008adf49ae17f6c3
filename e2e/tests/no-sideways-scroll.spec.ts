import type { Page } from '@playwright/test';
import { LOCALES } from '@festival/shared/i18n/locales';
import { ROUTE_TARGETS, SPEC_ROUTE_NAMES } from '../fixtures/route-targets';
import { expect, test } from '../fixtures/test';

/** Spec §2 at phone width: no page may scroll sideways (issue: the form's file field, the shop calendar). */
const PHONE = { width: 375, height: 800 };
test.use({ viewport: PHONE });

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, body: document.body.scrollWidth }));
  expect(widths.page).toBeLessThanOrEqual(PHONE.width);
  expect(widths.body).toBeLessThanOrEqual(PHONE.width);
}

for (const name of SPEC_ROUTE_NAMES) {
  for (const locale of LOCALES) {
    test(`${name} in ${locale} does not scroll sideways at 375 px`, async ({ page, site, consoleGuard }) => {
      const target = await ROUTE_TARGETS[name](site, locale);
      if (target.status !== 200) consoleGuard.allowStatus(target.status, new URL(target.path, 'http://site').pathname);
      await page.goto(target.path);
      const main = page.getByRole('main');
      if ('text' in target.expect) await expect(main).toContainText(target.expect.text);
      else await expect(main.locator(`a[href="${target.expect.link}"]`).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSidewaysScroll(page);
    });
  }
}

const WEBSHOP_PAGES: Array<[string, RegExp]> = [
  ['/webshop', /Webshop/],
  ['/webshop/calendar', /./],
  ['/webshop/cart', /Warenkorb/],
  ['/webshop/orders', /Bestellung/],
];

for (const [path, heading] of WEBSHOP_PAGES) {
  test(`the webshop page ${path} does not scroll sideways at 375 px`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('.sh-main--webshop [aria-busy="true"]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page);
  });
}

test('the webshop page of an event does not scroll sideways at 375 px', async ({ page, site }) => {
  const event = await site.event('de');
  expect(event.id_jet).not.toBeNull();
  await page.goto(`/webshop/events/${event.id_jet}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoSidewaysScroll(page);
});
