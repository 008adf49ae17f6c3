import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';

/** Spec §2 header at phone width: one row, search closed until opened, compact alert, reachable after scrolling. */
const SCREENS_DIR = path.resolve(__dirname, '..', 'test-results', 'screens');

const box = (page: Page, selector: string) => page.locator(selector).first().evaluate((element) => {
  const rect = element.getBoundingClientRect();
  return { top: rect.top, bottom: rect.bottom, height: rect.height, middle: rect.top + rect.height / 2 };
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the header is one row of logo, search, cart and menu; the alert is compact', async ({ page }) => {
    await page.goto('/de');
    const header = page.locator('header.sh-header');
    await expect(header.locator('.sh-cart')).toBeVisible();
    await expect(page.locator('.sh-top-alert')).toBeVisible();
    const parts = await Promise.all(['.sh-header__logo', '.sh-search-box__button', '.sh-header__cart', '.sh-header__burger'].map((selector) => box(page, `header ${selector}`)));
    const bar = await box(page, 'header .sh-header__bar');
    for (const part of parts) expect(Math.abs(part.middle - bar.middle)).toBeLessThan(8);
    expect((await box(page, 'header.sh-header')).height).toBeLessThanOrEqual(72);
    expect((await box(page, '.sh-top-alert')).height).toBeLessThanOrEqual(110);
    // the search field is closed until its button opens it
    await expect(header.getByRole('combobox')).toBeHidden();
    await expect(header.getByRole('link', { name: 'English' })).toBeHidden();
    await page.screenshot({ path: path.join(SCREENS_DIR, 'header-375.png') });

    await header.getByRole('button', { name: 'Suche' }).click();
    const input = header.getByRole('combobox', { name: 'Website durchsuchen' });
    await expect(input).toBeFocused();
    // the opened field lies in the header's row, over the logo (search-layout below)
    const field = await box(page, 'header .sh-search-box__field');
    expect(field.top).toBeGreaterThanOrEqual(bar.top - 1);
    expect(field.bottom).toBeLessThanOrEqual(bar.bottom + 1);
    await page.screenshot({ path: path.join(SCREENS_DIR, 'header-375-search.png') });
  });

  test('the header stays in view after scrolling, and the menu holds language, account and favorites', async ({ page }) => {
    await page.goto('/de/programm');
    await expect(page.getByRole('main').locator('.pg-card').first()).toBeVisible();
    await page.evaluate(() => window.scrollTo({ top: 2000 }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const header = page.locator('header.sh-header');
    await expect.poll(async () => (await box(page, 'header.sh-header')).top).toBe(0);
    await header.getByRole('button', { name: 'Menü' }).click();
    const menu = page.locator('.sh-slide-in');
    await expect(menu.getByRole('link', { name: 'English' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Anmelden' })).toBeVisible();
    await expect(menu.getByRole('button', { name: /Favoriten/ })).toBeVisible();
  });

  test('a while after the page loaded the closed menu is drawn but hidden, so that opening it only shows it', async ({ page }) => {
    // with reduced motion too: no transition may keep the shown panel hidden while it takes the focus
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/de');
    const menu = page.locator('.sh-slide-in');
    // drawn at idle: laid out with its phone row, yet invisible and out of reach
    await expect(menu).toHaveClass(/sh-slide-in--ready/);
    await expect(menu).not.toHaveAttribute('hidden');
    expect((await box(page, '.sh-slide-in')).height).toBeGreaterThan(0);
    await expect(menu).toBeHidden();
    await expect(menu.locator('.sh-slide-in__small')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Anmelden' })).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('.sh-slide-in')))).toBe(false);

    await page.locator('header').getByRole('button', { name: 'Menü' }).click();
    await expect(menu).toBeVisible();
    await expect(menu.locator('.sh-menu a[href]').first()).toBeFocused();
    await expect(menu.getByRole('link', { name: 'Anmelden' })).toBeVisible();
    await menu.getByRole('button', { name: 'Menü schließen' }).click();
    await expect(menu).toBeHidden();
    await expect(page.locator('.sh-top-alert')).toBeVisible();
  });

  test('the English site name is shown whole in the header', async ({ page }) => {
    await page.goto('/en/programme');
    const name = page.locator('header .sh-header__logo span');
    await expect(name).toHaveText('Literature festival');
    const logo = page.locator('header .sh-header__logo');
    // nothing of it is cut off: the name fits the box the header gives it
    const fits = await logo.evaluate((element) => element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight);
    expect(fits).toBe(true);
    const bar = await box(page, 'header .sh-header__bar');
    const logoBox = await box(page, 'header .sh-header__logo');
    expect(logoBox.top).toBeGreaterThanOrEqual(bar.top);
    expect(logoBox.bottom).toBeLessThanOrEqual(bar.bottom);
  });
});

test('at 1280 px the header keeps its design: top bar, main menu and the search text', async ({ page }) => {
  await page.goto('/de/programm');
  const header = page.locator('header.sh-header');
  await expect(header.getByRole('link', { name: 'English' })).toBeVisible();
  await expect(header.locator('.sh-header__desktop-menu')).toBeVisible();
  await expect(header.getByRole('button', { name: 'Suche' })).toHaveText('Suche');
  await expect(header.locator('.sh-search-box__icon')).toBeHidden();
  await expect(header.locator('.sh-favorites__button')).toBeVisible();
  await page.screenshot({ path: path.join(SCREENS_DIR, 'header-1280.png') });
});
