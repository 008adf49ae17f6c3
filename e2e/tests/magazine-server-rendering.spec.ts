import type { Page, Request } from '@playwright/test';
import { LOCALES } from '@festival/shared/i18n/locales';
import { pageSettled } from '../fixtures/page-settled';
import { ROUTE_TARGETS, type SpecRouteName } from '../fixtures/route-targets';
import { expect, test } from '../fixtures/test';

declare global {
  interface Window {
    serverHeading: Element | null;
  }
}

const MAGAZINE_ROUTES: SpecRouteName[] = ['magazine', 'magazine-categories-category-id', 'magazine-tags', 'magazine-tags-tag-id', 'magazine-slug-id'];

/** React's words for a page whose server HTML it could not take over. */
const HYDRATION_WORDS = /hydrat|did not match|server rendered HTML/i;

/** The api calls a magazine route's data comes from (the settle marker aside). */
function isMagazineDataCall(request: Request): boolean {
  const url = new URL(request.url());
  return /^\/(de|en)\/(api\/(articles|articles-teaser|article-categories|article-tags)(\/\d+)?\/|pageeditor-api\/page\/.+)$/.test(url.pathname);
}

/** Keeps the route's heading the server sent, as the document finished parsing and before any script ran. */
async function keepServerHeading(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.serverHeading = null;
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') window.serverHeading = document.querySelector('main h1');
    });
  });
}

/** Issue 13: the magazine's pages arrive rendered by the magazine remote, which takes its HTML over and asks for none of its data again. */
for (const name of MAGAZINE_ROUTES) {
  for (const locale of LOCALES) {
    test(`${name} in ${locale} hydrates the server's HTML without asking for its data again`, async ({ page, site }) => {
      const target = await ROUTE_TARGETS[name](site, locale);
      if (!('text' in target.expect)) throw new Error(`${name} names no text to wait for`);
      const messages: string[] = [];
      page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
      const dataCalls: string[] = [];
      page.on('request', (request) => {
        if (isMagazineDataCall(request)) dataCalls.push(request.url());
      });
      await keepServerHeading(page);

      await page.goto(target.path);
      await expect(page.locator('main')).toContainText(target.expect.text);
      // The parcel has mounted: its remote's styles and lifecycles have run on the server's element.
      await expect(page.locator('[data-server-slot] .mg-page, [data-server-slot] .mg-article').first()).toBeVisible();
      await pageSettled(page);

      expect(await page.evaluate(() => window.serverHeading !== null)).toBe(true);
      expect(await page.evaluate(() => window.serverHeading === document.querySelector('main h1'))).toBe(true);
      expect(messages.filter((text) => HYDRATION_WORDS.test(text))).toEqual([]);
      expect(dataCalls).toEqual([]);
    });
  }
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the magazine landing shows its articles, and an article reached by its link is readable', async ({ page, site }) => {
    const article = await site.article('de');
    await page.goto('/de/magazin');
    const link = page.locator('main').getByRole('link', { name: article.title, exact: true }).first();
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(article.urls.de);
    await expect(page.locator('main h1')).toHaveText(article.title);
    if (article.teaser) await expect(page.locator('main')).toContainText(article.teaser);
  });
});
