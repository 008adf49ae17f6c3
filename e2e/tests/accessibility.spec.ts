import type { Page } from '@playwright/test';
import { LOCALES } from '@festival/shared/i18n/locales';
import { expectNoAxeViolations } from '../fixtures/axe';
import * as states from '../fixtures/open-states';
import type { OpenState } from '../fixtures/open-states';
import { ROUTE_TARGETS, SPEC_ROUTE_NAMES, type SpecRouteName } from '../fixtures/route-targets';
import { expect, test } from '../fixtures/test';

/**
 * Spec §2 accessibility sweep: every route in de and en, at 1280 px and then, resized in place,
 * at 375 px; axe in the default state and with each menu, dropdown and dialog the route offers
 * open: no violation (serious, critical or lesser). At 375 px no state scrolls sideways.
 */
const PHONE = { width: 375, height: 800 };
// Opening animations would have axe measure contrast halfway through a fade.
test.use({ reducedMotion: 'reduce' });

interface RouteStates {
  desktop: OpenState[];
  phone: OpenState[];
}

/** The chrome's states are the same on every route: they are opened where they all show. */
const STATES: Partial<Record<SpecRouteName, RouteStates>> = {
  // a landing page keeps its main menu behind the burger at every width
  index: { desktop: [states.slideInMenu], phone: [states.slideInMenu] },
  'cms-page': {
    desktop: [states.mainMenuDropdown, states.favoritesDropdown, states.programmeOverlay, states.cookieManager],
    phone: [states.slideInMenu, states.programmeOverlay, states.cookieManager],
  },
  events: { desktop: [states.calendarDropdown, states.filterDropdown], phone: [states.calendarPanel, states.filterPanel] },
  'events-slug-id': { desktop: [states.bookingWidget], phone: [states.bookingWidget] },
};

async function expectNoSidewaysScroll(page: Page, what: string) {
  const widths = await page.evaluate(() => ({ page: document.scrollingElement?.scrollWidth ?? 0, window: window.innerWidth }));
  expect(widths.page, `${what} scrolls sideways`).toBeLessThanOrEqual(widths.window);
}

/** Waits until the remotes have replaced their loading skeletons. */
async function expectLoaded(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function toPhone(page: Page) {
  await page.setViewportSize(PHONE);
  await expect(page.locator('header .sh-header__top-bar')).toBeHidden();
  await expect(page.locator('header .sh-header__burger')).toBeVisible();
}

async function sweep(page: Page, where: string, opened: OpenState[], phone: boolean) {
  await expectNoAxeViolations(page, where);
  if (phone) await expectNoSidewaysScroll(page, where);
  for (const state of opened) {
    const what = `${where}, ${state.name} open`;
    const within = await state.open(page);
    await expectNoAxeViolations(page, what, within);
    if (phone) await expectNoSidewaysScroll(page, what);
    await state.close(page);
  }
}

for (const name of SPEC_ROUTE_NAMES) {
  for (const locale of LOCALES) {
    test(`${name} in ${locale}`, async ({ page, site, consoleGuard }) => {
      test.slow(name in STATES, 'opens each of its states at both widths');
      const target = await ROUTE_TARGETS[name](site, locale);
      if (target.status !== 200) consoleGuard.allowStatus(target.status, new URL(target.path, 'http://site').pathname);
      await page.goto(target.path);
      const main = page.getByRole('main');
      if ('text' in target.expect) await expect(main).toContainText(target.expect.text);
      else await expect(main.locator(`a[href="${target.expect.link}"]`).first()).toBeVisible();
      await expectLoaded(page);

      const opened = STATES[name] ?? { desktop: [], phone: [] };
      await sweep(page, `${target.path} at 1280 px`, opened.desktop, false);
      await toPhone(page);
      await sweep(page, `${target.path} at 375 px`, opened.phone, true);
    });
  }
}

/** The webshop pages (not localised; spec §2) have a layout of their own. */
const WEBSHOP_PAGES: Array<[string, RegExp]> = [
  ['/webshop', /Webshop/],
  ['/webshop/calendar', /./],
  ['/webshop/cart', /Warenkorb/],
  ['/webshop/orders', /Bestellung/],
];

async function sweepWebshop(page: Page, path: string) {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expectLoaded(page);
  await sweep(page, `${path} at 1280 px`, [], false);
  await toPhone(page);
  await sweep(page, `${path} at 375 px`, [], true);
}

for (const [path, heading] of WEBSHOP_PAGES) {
  test(`webshop ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(heading);
    await sweepWebshop(page, path);
  });
}

test('webshop page of an event', async ({ page, site }) => {
  const event = await site.event('de');
  expect(event.id_jet).not.toBeNull();
  const path = `/webshop/events/${event.id_jet}`;
  await page.goto(path);
  await sweepWebshop(page, path);
});
