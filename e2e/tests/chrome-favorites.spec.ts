import { href } from '@festival/shared/routes/route-table';
import { expect, test } from '../fixtures/test';

/** Spec §1 top navigation: favorites marked on the programme, listed in the header, kept in the browser. */

test('mark an event on the programme, find it in the header, keep it over a reload, remove it', async ({ page }) => {
  await page.goto(href('events', {}, 'de'));
  const card = page.locator('main article.pg-card').first();
  const title = (await card.getByRole('heading').innerText()).trim();
  const heart = card.getByRole('button', { name: 'Zu Favoriten hinzufügen' });
  await heart.click();
  await expect(card.getByRole('button', { name: 'Aus Favoriten entfernen' })).toHaveAttribute('aria-pressed', 'true');

  const banner = page.getByRole('banner');
  const toggle = banner.getByRole('button', { name: 'Favoriten 1' });
  await expect(toggle).toBeVisible();

  await page.reload();
  await expect(toggle).toBeVisible();
  await toggle.focus();
  await page.keyboard.press('Enter');
  const panel = banner.getByRole('region', { name: 'Favoriten' });
  await expect(panel.getByRole('link', { name: title })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(toggle).toBeFocused();

  await toggle.click();
  await panel.getByRole('button', { name: `${title} aus Favoriten entfernen` }).click();
  await expect(panel).toContainText('Sie haben noch keine Favoriten.');
  await expect(banner.getByRole('button', { name: 'Favoriten 0' })).toBeVisible();
  await expect(page.locator('main article.pg-card').first().getByRole('button', { name: 'Zu Favoriten hinzufügen' })).toBeVisible();

  await page.getByRole('main').click({ position: { x: 5, y: 5 } });
  await expect(panel).toBeHidden();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('festival-favorites') ?? 'null')?.state.items)).toEqual([]);
});
