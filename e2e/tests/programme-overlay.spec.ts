import type { Page } from '@playwright/test';
import { PROGRAMME_OVERLAY_OPEN } from '@festival/shared/events/app-events';
import { expect, test } from '../fixtures/test';

/** The event overlay (spec §2): opened by ?overlay=true or the sticky navigation, closed by its icon, Escape or a route change. */

const overlayOf = (page: Page) => page.getByRole('dialog', { name: 'Programm und Karten' });
const closeButton = (page: Page) => overlayOf(page).getByRole('button', { name: 'Schließen' });

test('?overlay=true opens the overlay and the parameter leaves the URL; the icon closes it and gives focus back', async ({ page, site }) => {
  const path = (await site.cmsPage('de')).urls.de;
  const overlay = overlayOf(page);

  await page.goto(`${path}?overlay=true`);
  await expect(overlay).toBeVisible();
  await expect(page).toHaveURL(path);
  await expect(overlay.locator('.pg-day__events > li').first()).toBeVisible();
  await expect(closeButton(page)).toBeFocused();
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');

  await closeButton(page).click();
  await expect(overlay).toHaveCount(0);
  await expect(page).toHaveURL(path);
  await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
});

test('the open event the sticky navigation sends opens the overlay without touching the URL; Escape closes it and focus returns', async ({ page, site }) => {
  const path = (await site.cmsPage('de')).urls.de;
  await page.goto(path);
  const heading = page.locator('main h1');
  await expect(heading).toBeVisible();
  // The sticky button's own visibility rules belong to the shell; this is the event it dispatches.
  await heading.evaluate((element, name) => {
    element.setAttribute('tabindex', '-1');
    (element as HTMLElement).focus();
    window.dispatchEvent(new CustomEvent(name, { detail: {} }));
  }, PROGRAMME_OVERLAY_OPEN);
  await expect(overlayOf(page)).toBeVisible();
  await expect(page).toHaveURL(path);
  await expect(closeButton(page)).toBeFocused();

  // Tab stays inside the dialog
  for (let step = 0; step < 30; step += 1) await page.keyboard.press('Tab');
  expect(await overlayOf(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);

  await page.keyboard.press('Escape');
  await expect(overlayOf(page)).toHaveCount(0);
  await expect(heading).toBeFocused();
  await expect(page).toHaveURL(path);
});

test('following an event of the overlay changes the route and closes the overlay', async ({ page, site }) => {
  const path = (await site.cmsPage('de')).urls.de;
  await page.goto(`${path}?overlay=true`);
  const firstLink = overlayOf(page).locator('.pg-day__events .pg-card__title a').first();
  const target = await firstLink.getAttribute('href');
  await firstLink.click();
  await expect(page).toHaveURL(target ?? '');
  await expect(overlayOf(page)).toHaveCount(0);
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
});

test.describe('on a small screen', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  for (const [button, content] of [['Kalender', { role: 'table' }], ['Filter', { role: 'button', name: /^Ort/ }]] as const) {
    test(`the ${button} button opens the side panel; Escape closes it and focus returns`, async ({ page }) => {
      await page.goto('/de/programm');
      await expect(page.locator('main .pg-day__events > li').first()).toBeVisible();
      await expect(page.locator('main .pg-filters')).toBeHidden();
      const opener = page.locator('main .pg-mobile-filters').getByRole('button', { name: button, exact: true });
      await opener.click();
      const panel = page.getByRole('dialog', { name: button });
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('button', { name: 'Schließen' })).toBeFocused();
      await expect(panel.getByRole(content.role, 'name' in content ? { name: content.name } : {}).first()).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(panel).toHaveCount(0);
      await expect(opener).toBeFocused();
    });
  }

  test('a filter chosen in the side panel is shown as chosen and goes into the URL', async ({ page }) => {
    await page.goto('/de/programm');
    await expect(page.locator('main .pg-day__events > li').first()).toBeVisible();
    await page.locator('main .pg-mobile-filters').getByRole('button', { name: 'Filter', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Filter' });
    await panel.getByRole('button', { name: /^Ort/ }).click();
    const option = panel.getByRole('list', { name: 'Ort' }).getByRole('button').first();
    const name = await option.textContent();
    await option.click();
    await expect(page).toHaveURL(/\/de\/programm\?room=\d+$/);
    await expect(panel.getByRole('button', { name: /^Ort/ })).toHaveAccessibleName(`Ort ${name}`);
  });
});
