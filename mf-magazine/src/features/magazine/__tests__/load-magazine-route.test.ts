import { isApiError } from '@festival/shared/api-client/api-client';
import { article, essays, loadInput, magazinePage } from '../../../testing/fixtures';
import { keeperForEntry, useHistoryEntryCache } from '@festival/shared/stores/history-entry-cache';
import { articleListKey, loadMagazineRoute, magazinePageHead, type MagazineRouteData } from '../api/load-magazine-route';

const list = { count: 1, next: null, previous: null, results: [article(1, 'Lesen')] };
const urls = (fetch: jest.Mock) => fetch.mock.calls.map(([url]) => String(url));

test('the landing loads its headline, categories, featured teaser and first page through the given fetch', async () => {
  const teaser = article(9, 'Leitartikel');
  const { input } = loadInput({
    '/de/pageeditor-api/page/magazin': magazinePage,
    '/de/api/article-categories/': [essays],
    '/de/api/articles-teaser/': teaser,
    '/de/api/articles/?without_teaser=true&page=1': list,
  });
  await expect(loadMagazineRoute(input, new AbortController().signal)).resolves.toMatchObject({
    locale: 'de',
    categoryId: null,
    magazine: { title: 'Magazin', headline: 'Das Festivalmagazin', ancestors: [] },
    categories: [essays],
    teaser,
    firstPage: list,
  });
});

test('a category page asks for its category and no featured teaser', async () => {
  const { fetch, input } = loadInput(
    { '/de/api/article-categories/': [essays], '/de/api/articles/?category=2&page=1': list },
    { routeName: 'magazine-categories-category-id', params: { category: 'essays', id: '2' } },
  );
  const data = await loadMagazineRoute(input, new AbortController().signal);
  expect(data).toMatchObject({ categoryId: 2, teaser: null, firstPage: list, magazine: null });
  expect(urls(fetch)).not.toContain('/de/api/articles-teaser/');
});

test('spec §8: failing extras leave the landing; a failing list is asked for again by the list', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { input } = loadInput({
    '/de/api/article-categories/': { status: 503 },
    '/de/api/articles-teaser/': { status: 503 },
    '/de/api/articles/': { status: 503 },
  });
  await expect(loadMagazineRoute(input, new AbortController().signal)).resolves.toMatchObject({ categories: [], teaser: null, firstPage: null, magazine: null });
});

test('an unknown category is not found', async () => {
  const { input } = loadInput(
    { '/de/api/article-categories/': [essays], '/de/api/articles/': { status: 404, body: { detail: 'Unknown article category.' } } },
    { routeName: 'magazine-categories-category-id', params: { category: 'x', id: '99' } },
  );
  const failure = await loadMagazineRoute(input, new AbortController().signal).catch((error: unknown) => error);
  expect(isApiError(failure, 404)).toBe(true);
});

test('Back to a list this history entry keeps asks for no first page: the list shows the pages it had', async () => {
  keeperForEntry(articleListKey('de', null))({ items: [article(1, 'Lesen')], page: 3, hasNext: true });
  const { fetch, input } = loadInput({
    '/de/pageeditor-api/page/magazin': magazinePage,
    '/de/api/article-categories/': [essays],
    '/de/api/articles-teaser/': article(9, 'Leitartikel'),
  });
  await expect(loadMagazineRoute(input, new AbortController().signal)).resolves.toMatchObject({ firstPage: null });
  expect(urls(fetch).filter((url) => url.startsWith('/de/api/articles/'))).toEqual([]);
  useHistoryEntryCache.setState({ kept: new Map() });
});

describe('the head', () => {
  const essaysEntry = { ...essays, urls: { de: '/de/magazin/categories/essays/2', en: '/en/magazine/categories/essays/2' } };
  const data = (categoryId: number | null, categories = [essaysEntry]): MagazineRouteData =>
    ({ key: 'k', locale: 'de', categoryId, magazine: magazinePage, categories, teaser: null, firstPage: list }) as MagazineRouteData;
  const props = (params: Record<string, string> = {}) =>
    ({ locale: 'de' as const, routeName: params.id ? 'magazine-categories-category-id' as const : 'magazine' as const, params, query: {} });

  test('the landing takes the magazine page\'s headline, description and share image', () => {
    expect(magazinePageHead(data(null), props())).toMatchObject({
      title: 'Das Festivalmagazin', description: magazinePage.meta_description, image: null,
      alternates: { de: '/de/magazin', en: '/en/magazine' },
    });
  });

  test('a category is titled by its name and has its own page in each language', () => {
    expect(magazinePageHead(data(2), props({ category: 'essays', id: '2' }))).toMatchObject({
      title: 'Essays', description: 'Essays: alle Beiträge dieser Rubrik im Festivalmagazin.', alternates: essaysEntry.urls,
    });
  });

  test('a category whose entry did not load keeps the magazine\'s texts on its own path', () => {
    expect(magazinePageHead(data(2, []), props({ category: 'essays', id: '2' }))).toMatchObject({
      title: 'Das Festivalmagazin', alternates: { de: '/de/magazin/categories/essays/2' },
    });
  });
});
