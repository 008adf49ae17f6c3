import type { Page } from '@playwright/test';
import type { ArticlePage } from '@festival/shared/api-schemas/content-articles';
import type { ArticleCard, ArticleCategory } from '@festival/shared/api-schemas/content-modules';
import type { Page as CmsPage } from '@festival/shared/api-schemas/content';
import { href } from '@festival/shared/routes/route-table';
import { languageSwitch } from '../fixtures/header';
import { slotHydrated } from '../fixtures/slot-hydrated';
import { expect, test } from '../fixtures/test';

const heading = (page: Page) => page.locator('main h1');
const cards = (page: Page) => page.locator('main .mg-list .mg-grid > li');

test('landing → category → article → tag, and back through the history', async ({ page, site }) => {
  const magazine = await site.json<CmsPage>('/de/pageeditor-api/page/magazin');
  const categories = await site.json<ArticleCategory[]>('/de/api/article-categories/');
  const category = categories[1] ?? categories[0];
  if (!category) throw new Error('no article category');
  const inCategory = await site.json<ArticlePage>(`/de/api/articles/?category=${category.id}`);
  const first = inCategory.results[0];
  if (!first) throw new Error(`category ${category.name} has no article`);
  const tag = first.tags[0];
  if (!tag) throw new Error(`article ${first.title} has no tag`);

  await page.goto('/de/magazin');
  await expect(heading(page)).toHaveText(magazine.headline);
  await slotHydrated(page);
  const categoryNav = page.getByRole('navigation', { name: 'Kategorien' });
  await expect(categoryNav.getByRole('link', { name: 'Alle', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('searchbox', { name: 'Website durchsuchen' })).toBeVisible();

  await categoryNav.getByRole('link', { name: category.name, exact: true }).click();
  await expect(page).toHaveURL(href('magazine-categories-category-id', { category: category.slug, id: String(category.id) }, 'de'));
  await expect(heading(page)).toHaveText(category.name);
  await expect(categoryNav.getByRole('link', { name: category.name, exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(cards(page)).toHaveCount(inCategory.results.length);

  await cards(page).first().getByRole('link', { name: first.title }).click();
  await expect(page).toHaveURL(first.link);
  await expect(heading(page)).toHaveText(first.title);
  await expect(page.locator('main .mg-article__header')).toContainText(first.author);
  await expect(page).toHaveTitle(new RegExp(first.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));

  await page.getByRole('region', { name: 'Themen' }).getByRole('link', { name: `#${tag.name}` }).click();
  await expect(page).toHaveURL(tag.link);
  await expect(heading(page)).toHaveText(`#${tag.name}`);
  await expect(page.locator('main').getByRole('link', { name: first.title })).toBeVisible();

  await page.goBack();
  await expect(heading(page)).toHaveText(first.title);
  await page.goBack();
  await expect(heading(page)).toHaveText(category.name);
  await page.goBack();
  await expect(heading(page)).toHaveText(magazine.headline);
  await expect(categoryNav.getByRole('link', { name: 'Alle', exact: true })).toHaveAttribute('aria-current', 'page');
});

test('the landing shows its featured article once, above a list that leaves it out, and loads every other article once', async ({ page, request, site }) => {
  const teaser = await site.json<ArticleCard>('/en/api/articles-teaser/');
  const all = await site.json<ArticlePage>('/en/api/articles/');
  const firstPage = await site.json<ArticlePage>('/en/api/articles/?without_teaser=true');
  expect(firstPage.count).toBe(all.count - 1);
  // the server's page too: the teaser's link once, in the featured section
  const html = await (await request.get('/en/magazine')).text();
  expect(html.split(`href="${teaser.link}"`).length - 1).toBe(1);

  await page.goto('/en/magazine');
  await expect(page.getByRole('region', { name: 'Featured' }).getByRole('link', { name: teaser.title })).toBeVisible();
  await expect(cards(page)).toHaveCount(firstPage.results.length);
  const more = page.getByRole('button', { name: 'Load more articles' });
  let shown = firstPage.results.length;
  while (shown < firstPage.count) {
    await more.click();
    shown = Math.min(shown + firstPage.results.length, firstPage.count);
    await expect(cards(page)).toHaveCount(shown);
  }
  await expect(more).toHaveCount(0);
  const links = await cards(page).locator('.mg-card__title a').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
  expect(new Set(links).size).toBe(all.count - 1);
  expect(links).not.toContain(teaser.link);
  await expect(page.locator('main').getByRole('link', { name: teaser.title, exact: true })).toHaveCount(1);
});

test('a failing article list shows a retry that brings the list back', async ({ page, consoleGuard }) => {
  consoleGuard.allowStatus(503, '/de/api/articles/?without_teaser=true&page=1');
  consoleGuard.allow(/^console\.error: articles /);
  let failing = true;
  await page.route('**/de/api/articles/?without_teaser=true&page=1', (route) =>
    failing ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"detail":"Down."}' }) : route.fallback());
  // The server renders the landing with its list: the list fails in the browser, on the way there.
  await page.goto('/de/magazin/tags');
  await slotHydrated(page);
  await page.locator('main').getByRole('navigation', { name: 'Brotkrümelnavigation' }).getByRole('link', { name: 'Magazin' }).click();
  await expect(page).toHaveURL(/\/de\/magazin$/);
  const retry = page.locator('main .mg-list').getByRole('button', { name: 'Erneut versuchen' });
  await expect(retry).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Kategorien' })).toBeVisible();
  failing = false;
  await retry.click();
  await expect(cards(page).first()).toBeVisible();
  await expect(retry).toHaveCount(0);
});

test('the language switch on an article lands on the same article in the other language', async ({ page, site }) => {
  const de = await site.article('de');
  const en = await site.json<typeof de>(`/en/api/articles/${de.id}/`);
  await page.goto(de.urls.de);
  await expect(heading(page)).toHaveText(de.title);
  await languageSwitch(page, 'en').click();
  await expect(page).toHaveURL(de.urls.en);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(heading(page)).toHaveText(en.title);
  await languageSwitch(page, 'de').click();
  await expect(page).toHaveURL(de.urls.de);
  await expect(heading(page)).toHaveText(de.title);
});

test('the article document has its Article JSON-LD and share image before any script runs', async ({ request, site }) => {
  const article = await site.article('de');
  const html = await (await request.get(article.link)).text();
  const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
    .map((match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>)
    .find((entry) => entry['@type'] === 'Article');
  expect(ld).toMatchObject({ headline: article.title, datePublished: article.published_at, author: [{ name: article.author }] });
  // the article's picture, cropped to a social card around its focal point
  expect(html).toMatch(new RegExp(`<meta property="og:image" content="https?://[^"]+${article.image_obj?.url ?? ''}\\?w=1280&amp;ratio=share&amp;fx=\\d+&amp;fy=\\d+"`));
});

/** The first module of a model anywhere in a page's module tree (sections nest them in columns). */
function findModule(node: unknown, model: string): object | undefined {
  if (Array.isArray(node)) return node.map((item) => findModule(item, model)).find(Boolean);
  if (typeof node !== 'object' || node === null) return undefined;
  if ('model' in node && node.model === model) return node;
  return findModule(Object.values(node), model);
}

test('the home page mounts the BlogTeaserList and HighlightTeaser parcels with real articles', async ({ page, site }) => {
  const home = await site.json<CmsPage>('/de/pageeditor-api/page');
  const teaserList = findModule(home.modules, 'BlogTeaserList') as { article_objs: { title: string }[] } | undefined;
  const highlights = findModule(home.modules, 'HighlightTeaser') as { categories: ArticleCategory[] } | undefined;
  if (!teaserList || !highlights) throw new Error('the home page has no magazine modules');
  await page.goto('/de');
  const list = page.locator('.fs-remote-block--BlogTeaserList .mg-teasers');
  await expect(list.locator('.mg-card')).toHaveCount(Math.min(teaserList.article_objs.length, 8));
  await expect(list.locator('.mg-card--large')).toContainText(teaserList.article_objs[0]?.title ?? '');
  const regions = page.locator('.fs-remote-block--HighlightTeaser .mg-highlights__category');
  await expect(regions.first()).toBeVisible();
  for (const category of highlights.categories) {
    await expect(page.locator('.fs-remote-block--HighlightTeaser').getByRole('link', { name: category.name, exact: true })).toHaveAttribute(
      'href', href('magazine-categories-category-id', { category: category.slug, id: String(category.id) }, 'de'),
    );
  }
});

// At 375 px every category takes a row of its own, and its one column is always full.
test("at 1280 px the home page's magazine highlights fill every row they take", async ({ page }) => {
  await page.goto('/de');
  const highlights = page.locator('.fs-remote-block--HighlightTeaser .mg-highlights');
  await expect(highlights.locator('.mg-card').first()).toBeVisible();
  const layout = await highlights.evaluate((root) => {
    const box = (element: Element) => element.getBoundingClientRect();
    return {
      root: { left: box(root).left, right: box(root).right },
      categories: Array.from(root.querySelectorAll(':scope > .mg-highlights__category')).map((category) => ({
        top: Math.round(box(category).top),
        left: box(category).left,
        right: box(category).right,
        cards: Array.from(category.querySelectorAll('.mg-grid > li')).map((card) => ({ top: Math.round(box(card).top), right: box(card).right })),
      })),
    };
  });
  expect(layout.categories.length).toBeGreaterThan(1);
  const rows = new Map<number, typeof layout.categories>();
  for (const category of layout.categories) rows.set(category.top, [...(rows.get(category.top) ?? []), category]);
  for (const row of rows.values()) {
    // each row of categories reaches from the module's left edge to its right edge
    expect(Math.abs((row[0]?.left ?? 0) - layout.root.left)).toBeLessThanOrEqual(1);
    expect(Math.abs((row.at(-1)?.right ?? 0) - layout.root.right)).toBeLessThanOrEqual(1);
  }
  for (const category of layout.categories) {
    // and in each category the cards of a row reach its right edge
    const lastOfFirstRow = category.cards.filter((card) => card.top === category.cards[0]?.top).at(-1);
    expect(Math.abs((lastOfFirstRow?.right ?? 0) - category.right)).toBeLessThanOrEqual(1);
  }
});

test("at 1280 px an article's related articles fill their row", async ({ page, site }) => {
  const article = await site.article('de');
  expect(article.related.length).toBeGreaterThan(1);
  await page.goto(article.urls.de);
  const related = page.locator('.mg-article__related .mg-grid');
  await expect(related.locator('.mg-card')).toHaveCount(article.related.length);
  const gap = await related.evaluate((grid) => {
    const cards = Array.from(grid.children).map((card) => card.getBoundingClientRect());
    return grid.getBoundingClientRect().right - Math.max(...cards.map((card) => card.right));
  });
  expect(gap).toBeLessThanOrEqual(1);
});
