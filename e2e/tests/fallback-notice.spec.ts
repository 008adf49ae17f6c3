import { expect, test } from '../fixtures/test';

/**
 * Spec §1: without JavaScript a German notice with a reload button is the first thing a visitor
 * sees, at the top of the window, covered by nothing (not by the sticky navigation either).
 */
test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

for (const [what, path] of [['the programme', '/de/programm'], ['an English page', '/en/magazine']] as const) {
  test(`without JavaScript ${what} shows the fallback notice at the top of the window, uncovered`, async ({ page }) => {
    await page.goto(path);
    const notice = page.getByRole('alert').filter({ hasText: 'Diese Website braucht JavaScript.' });
    await expect(notice).toBeVisible();
    const box = await notice.boundingBox();
    if (!box) throw new Error('the notice has no box');
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(800);
    const uncovered = await notice.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      return element.contains(document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2));
    });
    expect(uncovered).toBe(true);

    const reload = notice.getByRole('button', { name: 'Seite neu laden' });
    await expect(reload).toBeVisible();
    await expect(notice.getByRole('link')).toHaveCount(0);
    const reloaded = page.waitForResponse((response) => new URL(response.url()).pathname === path && response.request().resourceType() === 'document');
    await reload.click();
    expect((await reloaded).status()).toBe(200);
    await expect(notice).toBeVisible();
  });
}
