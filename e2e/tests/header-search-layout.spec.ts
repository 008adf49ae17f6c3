import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';

/**
 * Spec §2 header search: opening the field moves nothing (CLS 0 for this interaction, counted
 * here with the shifts that follow input, which CLS itself leaves out) and covers nothing of
 * the page; its clear button sits inside it.
 */

declare global {
  interface Window {
    /** Layout shifts after the log was last emptied, with the elements that moved. */
    shiftLog: { value: number; moved: string[] }[];
  }
}

async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    window.shiftLog = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node | null }[] })[]) {
        const moved = (entry.sources ?? []).map(({ node }) => (node instanceof Element ? `${node.tagName}.${node.className}` : String(node?.nodeName)));
        window.shiftLog.push({ value: entry.value, moved });
      }
    }).observe({ type: 'layout-shift' });
  });
}

const rect = (page: Page, selector: string) => page.locator(selector).first().evaluate((element) => {
  const { top, bottom, left, right } = element.getBoundingClientRect();
  return { top, bottom, left, right };
});

for (const width of [1280, 375]) {
  test(`at ${width} px opening the header search shifts nothing and covers nothing of the page`, async ({ page, site }) => {
    await page.setViewportSize({ width, height: 800 });
    await watchShifts(page);
    await page.goto('/de/programm');
    const title = page.getByRole('main').getByRole('heading', { level: 1 });
    await expect(title).toBeVisible();
    const header = page.locator('header.sh-header');
    const before = { header: await rect(page, 'header.sh-header'), title: await rect(page, 'main h1') };
    await page.evaluate(() => {
      window.shiftLog = [];
    });

    await header.getByRole('button', { name: 'Suche' }).click();
    const input = header.getByRole('combobox', { name: 'Website durchsuchen' });
    await expect(input).toBeFocused();
    await input.fill((await site.author('de')).last_name);
    const clear = header.getByRole('button', { name: 'Eingabe löschen' });
    await expect(clear).toBeVisible();
    await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));

    expect(await page.evaluate(() => window.shiftLog)).toEqual([]);
    expect(await rect(page, 'header.sh-header')).toEqual(before.header);
    expect(await rect(page, 'main h1')).toEqual(before.title);
    // the field stays within the header's row and the window, the clear button inside the field
    const field = await rect(page, 'header .sh-search-box__field input');
    expect(field.top).toBeGreaterThanOrEqual(before.header.top);
    expect(field.bottom).toBeLessThanOrEqual(before.header.bottom);
    expect(field.left).toBeGreaterThanOrEqual(0);
    expect(field.right).toBeLessThanOrEqual(width);
    const cross = await rect(page, 'header .sh-search-box__clear');
    expect(cross.left).toBeGreaterThanOrEqual(field.left);
    expect(cross.right).toBeLessThanOrEqual(field.right);
    // the page title is still seen, not covered by the field (the suggestions list closes first)
    await input.press('Escape');
    await expect(input).toBeVisible();
    const covering = await title.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return document.elementFromPoint(box.left + 8, box.top + box.height / 2)?.closest('h1') === element;
    });
    expect(covering).toBe(true);
  });
}
