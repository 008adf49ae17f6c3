import type { Page } from '@playwright/test';
import type { EventDetail } from '@festival/shared/api-schemas/programme';
import { href } from '@festival/shared/routes/route-table';
import type { SiteData } from '../fixtures/site-data';
import { boxCount, boxesOverlap, boxInside, brokenWords } from '../fixtures/text-lines';
import { expect, test } from '../fixtures/test';

/**
 * Where booking controls and prices sit, on a phone (375 px) and a desktop (1280 px): the
 * programme's quick-buy inside its own card, the webshop calendar without a word broken, the
 * event page's prices under their seat group and whole, the sticky booking button over none of them.
 */

const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 800 };

/** An upcoming event whose prices belong to more than one seat group. */
const eventWithSeatGroups = (site: SiteData): Promise<EventDetail> =>
  site.upcomingEvent('available', (candidate) => new Set(candidate.prices.map((price) => price.seat_group)).size > 1);

async function box(page: Page, selector: string) {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} is not shown`);
  return found;
}

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('each quick-buy "Karten wählen" of the programme lies inside its own card', async ({ page }) => {
      await page.goto(href('events', {}, 'de'));
      const entries = page.locator('.pg-day__events > li');
      await expect(entries.getByRole('button', { name: 'Karten wählen' }).first()).toBeVisible();
      let checked = 0;
      for (const entry of await entries.all()) {
        const button = entry.getByRole('button', { name: 'Karten wählen' });
        if ((await button.count()) === 0) continue;
        const card = await entry.locator('.pg-card').boundingBox();
        const control = await button.boundingBox();
        expect(card && control && boxInside(control, card), `"Karten wählen" of entry ${checked + 1} inside its card`).toBe(true);
        checked += 1;
      }
      expect(checked).toBeGreaterThan(1);
    });

    test('the event page lists its prices under their seat group\'s name', async ({ page, site }) => {
      const event = await eventWithSeatGroups(site);
      await page.goto(event.link);
      const groups = [...new Set(event.prices.map((price) => price.seat_group))];
      const shown = page.locator('.pg-facts .pg-price-groups > li');
      await expect(shown).toHaveCount(groups.length);
      for (const [index, id] of groups.entries()) {
        const group = event.seat_groups.find((candidate) => candidate.id === id)!;
        await expect(shown.nth(index).locator('.pg-price-groups__name')).toHaveText(group.seat_group);
        await expect(shown.nth(index).locator('.pg-prices > li')).toHaveCount(event.prices.filter((price) => price.seat_group === id).length);
      }
    });

    test('the sticky "Tickets buchen" covers no control of the booking section it leads to', async ({ page, site }) => {
      const event = await eventWithSeatGroups(site);
      await page.goto(event.link);
      const booking = page.locator('#booking');
      await booking.getByRole('button', { name: 'Karten wählen' }).click();
      await expect(booking.locator('.sp-group').first()).toBeVisible();
      const controls = booking.getByRole('button');
      expect(await controls.count()).toBeGreaterThan(2);
      for (const control of await controls.all()) {
        // each control in turn at the bottom of the window, where the sticky button sits
        await control.evaluate((element) => window.scrollBy({ top: element.getBoundingClientRect().bottom - window.innerHeight + 8 }));
        await expect(control).toBeInViewport();
        await expect.poll(async () => {
          const target = await control.boundingBox();
          const sticky = await page.locator('.sh-sticky-nav__booking').evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
          return sticky.filter((item) => target && boxesOverlap(target, item)).length;
        }, `${await control.textContent()} uncovered`).toBe(0);
      }
    });
  });
}

test.describe('at 375 px', () => {
  test.use({ viewport: PHONE });

  test('the webshop calendar shows each day\'s availability without a word broken', async ({ page }) => {
    await page.goto('/webshop/calendar');
    const days = page.locator('.sp-calendar a.sp-day');
    await expect(days.first().locator('.sp-day__label')).toBeVisible();
    expect(await brokenWords(days)).toEqual([]);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  test('the event page and its booking widget keep amounts with their currency and labels in one piece, the calendar button apart', async ({ page, site }) => {
    const event = await eventWithSeatGroups(site);
    await page.goto(event.link);
    await expect(page.locator('.pg-facts .pg-prices strong').first()).toBeVisible();
    expect(await brokenWords(page.locator('main .pg-facts, .sh-sticky-nav'))).toEqual([]);
    for (const amount of await page.locator('.pg-facts .pg-prices strong').all()) expect(await boxCount(amount), `${await amount.textContent()} on one line`).toBe(1);
    expect(await boxCount(page.locator('.pg-facts .pg-badge'))).toBe(1);
    const calendar = await box(page, '.pg-detail__ics');
    const facts = await box(page, '.pg-facts');
    expect(calendar.y - (facts.y + facts.height)).toBeGreaterThanOrEqual(8);

    // the booking widget's prices, in their narrow column beside the buttons
    await page.locator('#booking').getByRole('button', { name: 'Karten wählen' }).click();
    const values = page.locator('#booking .sp-price__value');
    await expect(values.first()).toBeVisible();
    for (const value of await values.all()) expect(await boxCount(value), `${await value.textContent()} on one line`).toBe(1);
  });
});
