import type { Page } from '@playwright/test';
import type { MenuItem, Navigation } from '@festival/shared/api-schemas/content';
import { expectTabStaysInside } from '../fixtures/focus-trap';
import type { SiteData } from '../fixtures/site-data';
import { serverHtmlHydrated } from '../fixtures/server-html-hydrated';
import { expect, test } from '../fixtures/test';

/** Spec §2 header and menus: keyboard operable, closing on Escape with focus back on the toggle. */

async function menuWithChildren(site: SiteData): Promise<MenuItem> {
  const nav = await site.json<Navigation>('/de/pageeditor-api/nav');
  const item = nav.menu.find((candidate) => candidate.children.length > 0);
  if (!item) throw new Error('the main menu has no submenu');
  return item;
}

test('desktop: the skip link comes first, a dropdown opens by keyboard and Escape closes it', async ({ page, site }) => {
  const item = await menuWithChildren(site);
  // The home page is a landing page, where the main menu sits behind the burger.
  const cmsPage = await site.cmsPage('de');
  await page.goto(cmsPage.urls.de);
  const menu = page.getByRole('navigation', { name: 'Hauptmenü' });
  await expect(menu.getByRole('link', { name: item.menu_name, exact: true })).toBeVisible();

  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeFocused();

  const toggle = menu.getByRole('button', { name: `Untermenü ${item.menu_name}` });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const firstChild = menu.getByRole('link', { name: item.children[0]?.menu_name ?? '', exact: true });
  await expect(firstChild).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(firstChild).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  await expect(firstChild).toBeHidden();
});

test('mobile: the burger opens the slide-in, accordion submenus work, Escape closes and unlocks the page', async ({ page, site }) => {
  const item = await menuWithChildren(site);
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/de');
  const burger = page.getByRole('button', { name: 'Menü', exact: true });
  await burger.focus();
  await page.keyboard.press('Enter');
  await expect(burger).toHaveAttribute('aria-expanded', 'true');

  const primary = page.getByRole('navigation', { name: 'Navigation', exact: true });
  await expect(primary.getByRole('link').first()).toBeFocused();
  await expect(page.getByRole('navigation', { name: 'Weitere Links' })).toBeVisible();
  // locked once the opened slide-in has been painted (scroll-lock.ts)
  await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('hidden');

  const accordion = primary.getByRole('button', { name: `Untermenü ${item.menu_name}` });
  await accordion.focus();
  await page.keyboard.press('Enter');
  await expect(primary.getByRole('link', { name: item.children[0]?.menu_name ?? '', exact: true })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(accordion).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Escape');
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await expect(burger).toBeFocused();
  await expect(primary).toBeHidden();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
});

test('phone: scrolled down, the header drops its scrolled shadow while the menu is open and lifts above the page', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/de/programm');
  const header = page.locator('header.sh-header');
  await page.mouse.wheel(0, 600);
  await expect(header).toHaveClass(/sh-header--scrolled/);
  const shadow = () => header.evaluate((element) => getComputedStyle(element).boxShadow);
  // the shadow eases in and out (header.css): its end state is awaited
  await expect.poll(shadow).not.toBe('none');
  await page.locator('header .sh-header__burger').click();
  await expect(page.locator('.sh-slide-in')).toBeVisible();
  await expect.poll(shadow).toBe('none');
  expect(await header.evaluate((element) => getComputedStyle(element).zIndex)).toBe('45');
  await page.keyboard.press('Escape');
  await expect(page.locator('.sh-slide-in')).toBeHidden();
  await expect.poll(shadow).not.toBe('none');
});

test('mobile: a chosen link closes the slide-in and navigates', async ({ page, site }) => {
  const nav = await site.json<Navigation>('/de/pageeditor-api/nav');
  const target = nav.menu.find((candidate) => candidate.children.length === 0) ?? nav.menu[0];
  if (!target) throw new Error('the main menu is empty');
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/de');
  const burger = page.getByRole('button', { name: 'Menü', exact: true });
  await burger.click();
  await page.getByRole('navigation', { name: 'Navigation', exact: true }).getByRole('link', { name: target.menu_name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${target.url}$`));
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
});

test('desktop: the open slide-in keeps the focus, leaves the page behind inert and closes on Escape from anywhere', async ({ page, site }) => {
  const cmsPage = await site.cmsPage('de');
  await page.goto(cmsPage.urls.de);
  const burger = page.getByRole('button', { name: 'Menü', exact: true });
  await burger.click();
  await expect(burger).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator('.sh-slide-in');
  await expect(panel.locator('.sh-menu a[href]').first()).toBeFocused();

  await expectTabStaysInside(page, '.sh-slide-in');
  // past its last link Tab does not go on into the page, and Shift+Tab from its first control not into the header
  await panel.locator('a[href]').last().focus();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('button', { name: 'Menü schließen' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(panel.locator('a[href]').last()).toBeFocused();

  // what is behind the panel takes no focus, even when asked to
  await expect(page.locator('main')).toHaveAttribute('inert', '');
  await page.locator('main a[href]').first().focus();
  await expect(panel.locator('a[href]').last()).toBeFocused();

  // Escape with the focus on no control of the panel still closes it, and the burger has the focus again
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Escape');
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await expect(panel).toBeHidden();
  await expect(burger).toBeFocused();
  await expect(page.locator('main')).not.toHaveAttribute('inert');
});

test('phone: with the slide-in open Tab never reaches the programme behind it, and its close button gives the focus back', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/de/programm');
  const calendar = page.locator('main').getByRole('button', { name: 'Kalender' });
  await expect(calendar).toBeVisible();
  const burger = page.getByRole('button', { name: 'Menü', exact: true });
  await burger.click();
  const panel = page.locator('.sh-slide-in');
  await expect(panel.locator('.sh-menu a[href]').first()).toBeFocused();

  await expectTabStaysInside(page, '.sh-slide-in');
  const behind = await page.locator('main button, main a[href]').evaluateAll((elements) => elements.filter((element) => !element.closest('[inert]')).length);
  expect(behind).toBe(0);

  await panel.getByRole('button', { name: 'Menü schließen' }).click();
  await expect(panel).toBeHidden();
  await expect(burger).toBeFocused();
  await expect(calendar).toBeVisible();
});

/** Holds back the scripts `url` matches: `asked` resolves once one is asked for; they load after `letThrough`. */
async function holdBack(page: Page, url: RegExp): Promise<{ asked: Promise<void>; letThrough: () => void }> {
  let askedFor!: () => void;
  const asked = new Promise<void>((resolve) => { askedFor = resolve; });
  let letThrough!: () => void;
  const free = new Promise<void>((resolve) => { letThrough = resolve; });
  await page.route(url, async (route) => {
    askedFor();
    await free;
    await route.continue();
  });
  return { asked, letThrough };
}

// Held back, the page stays server HTML until the test lets the script through:
// - the search page's code loads on demand, before the shell hydrates: the shell's start-up runs;
// - the app's code is asked for once the server's page has painted: none of the app runs.
const EARLY_TAPS = [
  { before: 'the page has hydrated', script: /\/\d+\.[0-9a-f]{10}\.js$/, path: '/de/search?q=lesung' },
  { before: 'the app has started', script: /\/main\.[0-9a-f]{10}\.js$/, path: '/de/programm' },
];

for (const { before, script, path } of EARLY_TAPS) {
  test(`phone: a tap on the burger before ${before} shows the menu at once, and the app keeps it open`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const { asked, letThrough } = await holdBack(page, script);
    const navigation = page.goto(path);
    await asked;
    const burger = page.locator('header .sh-header__burger');
    const panel = page.locator('.sh-slide-in');
    await burger.click();
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    letThrough();
    await navigation;
    // the app's own open menu: its focus moves in, and its close button closes it
    await expect(panel.locator('.sh-menu a[href]').first()).toBeFocused();
    await panel.getByRole('button', { name: 'Menü schließen' }).click();
    await expect(panel).toBeHidden();
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
  });
}

test('phone: before the app has started, the close button and a second press of the burger hide the early menu, and the app starts with it closed', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const { asked, letThrough } = await holdBack(page, EARLY_TAPS[1]!.script);
  const navigation = page.goto('/de/programm');
  await asked;
  const burger = page.locator('header .sh-header__burger');
  const panel = page.locator('.sh-slide-in');
  await burger.click();
  await panel.getByRole('button', { name: 'Menü schließen' }).click();
  await expect(panel).toBeHidden();
  // the open panel covers the burger on a phone: pressed again from the keyboard
  await burger.focus();
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(panel).toBeHidden();
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  letThrough();
  await navigation;
  await serverHtmlHydrated(page);
  // closed for the app too: the next tap opens it
  await burger.click();
  await expect(panel.locator('.sh-menu a[href]').first()).toBeFocused();
  await expect(burger).toHaveAttribute('aria-expanded', 'true');
});
