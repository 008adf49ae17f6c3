import type { BreakingNews } from '@festival/shared/api-schemas/content';
import { expect, test } from '../fixtures/test';

/** Spec §4 top alert: the first breaking news until the visitor closes it; the per-site cookie keeps it closed. */
test('the top alert closes and stays closed after a reload', async ({ page, site, context }) => {
  const [alert] = await site.json<BreakingNews[]>('/de/api/breaking-news/');
  if (!alert) throw new Error('the seed has no breaking news');
  await page.goto('/de');
  const region = page.getByRole('region', { name: 'Aktuelle Meldung' });
  await expect(region).toContainText(alert.title);

  await region.getByRole('button', { name: 'Meldung schließen' }).click();
  await expect(region).toBeHidden();
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name.startsWith('top_alert_'))?.value).toBe(String(alert.id));

  await page.reload();
  await expect(page.getByRole('button', { name: 'Menü', exact: true })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(region).toBeHidden();
});

test('the top alert is hidden while the header menu is open, and the page behind it stays put', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/de');
  const region = page.getByRole('region', { name: 'Aktuelle Meldung' });
  await expect(region).toBeVisible();
  const mainTop = () => page.locator('main').evaluate((element) => element.getBoundingClientRect().top);
  const before = await mainTop();
  await page.locator('header .sh-header__burger').click();
  await expect(page.locator('.sh-slide-in')).toBeVisible();
  await expect(region).toBeHidden();
  expect(await mainTop()).toBe(before);
  await page.keyboard.press('Escape');
  await expect(region).toBeVisible();
});

test('a closed alert is hidden from the first paint, though the server sends it along', async ({ page, site, context, baseURL }) => {
  const [alert] = await site.json<BreakingNews[]>('/de/api/breaking-news/');
  if (!alert) throw new Error('the seed has no breaking news');
  const host = new URL(baseURL ?? '').hostname.replace(/[^a-z0-9]/gi, '_');
  await context.addCookies([{ name: `top_alert_${host}`, value: String(alert.id), url: baseURL ?? '' }]);
  // What the alert looks like as soon as the document is parsed, before any script of the shell ran.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const element = document.querySelector('.sh-top-alert');
      document.documentElement.dataset.alertAtParse = element ? getComputedStyle(element).display : 'absent';
    });
  });
  const response = await page.goto('/de');
  expect(await response?.text()).toContain(`data-alert-id="${alert.id}"`);
  await expect(page.locator('html')).toHaveAttribute('data-alert-at-parse', 'none');
  await expect(page.getByRole('region', { name: 'Aktuelle Meldung' })).toHaveCount(0);
});
