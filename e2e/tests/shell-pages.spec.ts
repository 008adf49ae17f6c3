import { pageSettled } from '../fixtures/page-settled';
import { expect, test } from '../fixtures/test';

/** The CMS page and its containers as the browser asks for them (paths). */
const CMS_READS = /^\/de\/pageeditor-api\/(page|container\/)/;

test('a CMS page hydrates from the data its document carries; reached in the app, its one load brings the page and its container together', async ({ page, site }) => {
  const home = await site.json<{ modules: { model: string; slug: string }[] }>('/de/pageeditor-api/page');
  const container = home.modules.find((module) => module.model === 'Container');
  if (!container) throw new Error('the home page has no container');
  const reads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (CMS_READS.test(pathname)) reads.push(pathname);
  });

  await page.goto('/de');
  await expect(page.locator('main .fs-container').first()).toBeVisible();
  await pageSettled(page);
  expect(reads, 'the served page and its container are not asked for again').toEqual([]);

  await page.goto('/de/agb');
  await pageSettled(page);
  reads.length = 0;
  // Whether a container showed a placeholder of its own after the page did (its module loading it then).
  await page.evaluate(() => {
    const seen = { placeholder: false };
    Object.assign(window, { containerWait: seen });
    new MutationObserver(() => {
      if (document.querySelector('.sh-cms-page [data-skeleton="generic"]')) seen.placeholder = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.getByRole('link', { name: 'Startseite Literaturfestival' }).click();
  await expect(page).toHaveURL(/\/de$/);
  await expect(page.locator('main .fs-container').first()).toBeVisible();
  await pageSettled(page);
  expect(await page.evaluate(() => (window as unknown as { containerWait: { placeholder: boolean } }).containerWait.placeholder)).toBe(false);
  expect(reads.sort()).toEqual(['/de/pageeditor-api/container/by-slug/' + encodeURIComponent(container.slug), '/de/pageeditor-api/page'].sort());
});
