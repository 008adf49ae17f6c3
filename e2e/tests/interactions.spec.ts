import { INTERACTIONS, clickTap } from '../fixtures/interactions';
import { pageSettled } from '../fixtures/page-settled';
import { test } from '../fixtures/test';

/**
 * Each common tap the bench times on a throttled CPU (npm run bench) answers: the state it asks
 * for appears. The times are the bench's; this suite holds only that the taps work.
 */
for (const interaction of INTERACTIONS) {
  test(`${interaction.name}: the page answers`, async ({ page, site }) => {
    await page.setViewportSize({ width: interaction.width, height: interaction.width === 375 ? 812 : 800 });
    await page.goto(await interaction.path(site));
    // the test fixture's goto waits for hydration; the frames after it let the page's effects run
    await pageSettled(page);
    await interaction.act(page, clickTap);
  });
}
