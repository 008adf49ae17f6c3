import type { Page } from '@playwright/test';
import { href } from '@festival/shared/routes/route-table';
import { boxCount, boxesOverlap, boxInside, brokenWords } from '../fixtures/text-lines';
import { expect, test } from '../fixtures/test';

/**
 * Where booking controls and prices sit, on a phone (375 px) and a desktop (1280 px): the
 * programme's quick-buy inside its own card, the webshop calendar without a word broken, the
 * event page's prices with their currency and under their seat group, nothing covering "Karten wählen".
 */

const WIDTHS = [375, 1280];

async function box(page: Page, selector: string) {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} is not shown`);
  return found;
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

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

    test('the webshop calendar shows each day\'s availability without a word broken', async ({ page }) => {
      await page.goto('/webshop/calendar');
      const days = page.locator('.sp-calendar a.sp-day');
      await expect(days.first().locator('.sp-day__label')).toBeVisible();
      expect(await brokenWords(days)).toEqual([]);
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(width);
    });

    test('the event page groups its prices by seat group, keeps amounts and labels whole and "Karten wählen" uncovered', async ({ page, site }) => {
      const event = await site.upcomingEvent('available', (candidate) => new Set(candidate.prices.map((price) => price.seat_group)).size > 1);
      await page.goto(event.link);
      const prices = page.locator('.pg-facts .pg-price-groups > li');
      const groups = [...new Set(event.prices.map((price) => price.seat_group))];
      await expect(prices).toHaveCount(groups.length);
      for (const [index, id] of groups.entries()) {
        const group = event.seat_groups.find((candidate) => candidate.id === id)!;
        await expect(prices.nth(index).locator('.pg-price-groups__name')).toHaveText(group.seat_group);
        await expect(prices.nth(index).locator('.pg-prices > li')).toHaveCount(event.prices.filter((price) => price.seat_group === id).length);
      }

      // no amount apart from its currency, no label in pieces, no word broken
      expect(await brokenWords(page.locator('main .pg-facts, .sh-sticky-nav'))).toEqual([]);
      for (const amount of await page.locator('.pg-prices strong').all()) expect(await boxCount(amount)).toBe(1);
      const badge = page.locator('.pg-facts .pg-badge');
      expect(await boxCount(badge)).toBe(1);

      // the calendar button keeps its distance from the facts above it
      const calendar = await box(page, '.pg-detail__ics');
      const facts = await box(page, '.pg-facts');
      expect(calendar.y - (facts.y + facts.height)).toBeGreaterThanOrEqual(8);

      // with "Karten wählen" at the bottom of the window, nothing of the sticky navigation covers it
      const choose = page.locator('#booking').getByRole('button', { name: 'Karten wählen' });
      await page.evaluate(() => {
        const target = document.querySelector('#booking button')!.getBoundingClientRect();
        window.scrollTo({ top: window.scrollY + target.bottom - window.innerHeight + 8 });
      });
      await expect(choose).toBeInViewport();
      await expect.poll(async () => {
        const control = await choose.boundingBox();
        const sticky = await page.locator('.sh-sticky-nav > *').evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
        return sticky.filter((item) => control && boxesOverlap(control, item)).length;
      }).toBe(0);
    });
  });
}
