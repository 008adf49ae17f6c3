import AxeBuilder from '@axe-core/playwright';
import type { MenuItem, Navigation } from '@festival/shared/api-schemas/content';
import { matchRoute } from '@festival/shared/routes/route-table';
import type { SiteData } from '../fixtures/site-data';
import { expect, test } from '../fixtures/test';

/** Spec §9 cookie categories: an undecided visitor loads nothing external; consent loads the embed. */
test.use({ decidedConsent: false });

async function pageWithVideo(site: SiteData): Promise<string> {
  const nav = await site.json<Navigation>('/de/pageeditor-api/nav');
  const flatten = (items: MenuItem[]): string[] => items.flatMap((item) => [item.url, ...flatten(item.children)]);
  for (const url of flatten(nav.menu).filter((candidate) => matchRoute(candidate)?.name === 'cms-page')) {
    if (JSON.stringify((await site.page(url)).modules).includes('"model":"Video"')) return url;
  }
  throw new Error('no page of the main menu holds a Video module');
}

test('an embed waits behind its placeholder until consent, then loads', async ({ page, site }) => {
  const path = await pageWithVideo(site);
  const external: string[] = [];
  // The machine has no internet: providers answer from here, and every request to them is noted.
  await page.route(/^https:\/\//, async (route) => {
    external.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>embed</title>' });
  });
  await page.goto(path);
  await expect(page.getByRole('dialog', { name: 'Cookie-Einstellungen' })).toBeVisible();
  const placeholder = page.locator('.fs-consent-gate').first();
  await expect(placeholder).toBeVisible();
  await expect(page.locator('main iframe')).toHaveCount(0);
  expect(external).toEqual([]);

  await placeholder.getByRole('button', { name: 'Externe Inhalte laden' }).click();
  await expect(page.locator('main iframe').first()).toBeAttached();
  await expect.poll(() => external.some((url) => url.startsWith('https://www.youtube-nocookie.com/embed/'))).toBe(true);
  await expect(page.locator('.fs-consent-gate')).toHaveCount(0);

  // The choice is remembered: the next page view loads the embed at once.
  await page.reload();
  await expect(page.locator('main iframe').first()).toBeAttached();
});

test('"Required only" keeps embeds blocked and closes the dialog for good', async ({ page, site }) => {
  const path = await pageWithVideo(site);
  await page.goto(path);
  await page.getByRole('dialog').getByRole('button', { name: 'Nur notwendige' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.reload();
  await expect(page.locator('.fs-consent-gate').first()).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.locator('main iframe')).toHaveCount(0);
});

test('axe finds no serious or critical violation on the home page with the chrome shown', async ({ page }) => {
  await page.goto('/de');
  await expect(page.getByRole('dialog', { name: 'Cookie-Einstellungen' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Aktuelle Meldung' })).toBeVisible();
  await expect(page.locator('.sh-opening-hours')).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ rule: violation.id, targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')) }));
  expect(serious).toEqual([]);
});
