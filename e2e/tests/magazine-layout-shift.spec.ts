import type { ArticleCard } from '@festival/shared/api-schemas/content-modules';
import { layoutShiftTotal, pageArrived, watchLayoutShifts } from '../fixtures/layout-shifts';
import { expect, test } from '../fixtures/test';

/** Issue 13 item 5: the site's CLS target. */
const MAX_LAYOUT_SHIFT = 0.02;

// The landing's featured teaser and category menu once arrived without reserved space (CLS 0.37).
for (const width of [1280, 375]) {
  test.describe(`the magazine landing at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('does not shift while it arrives', async ({ page, site }) => {
      const teaser = await site.json<ArticleCard>('/de/api/articles-teaser/');
      await watchLayoutShifts(page);
      await page.goto('/de/magazin');
      await expect(page.getByRole('navigation', { name: 'Kategorien' }).getByRole('link').nth(1)).toBeVisible();
      await pageArrived(page, teaser.title);
      expect(await layoutShiftTotal(page)).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
    });
  });
}
