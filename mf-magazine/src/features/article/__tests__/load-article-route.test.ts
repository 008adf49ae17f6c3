import { isApiError } from '@festival/shared/api-client/api-client';
import { fullArticle, loadInput, magazinePage } from '../../../testing/fixtures';
import { loadArticleRoute } from '../api/load-article-route';

const route = { routeName: 'magazine-slug-id', params: { slug: 'nachtschrift', id: '5' } } as const;

test('an article loads with the magazine page of its breadcrumb through the given fetch', async () => {
  const { input } = loadInput({ '/de/api/articles/5/': fullArticle, '/de/pageeditor-api/page/magazin': magazinePage }, route);
  await expect(loadArticleRoute(input, new AbortController().signal)).resolves.toMatchObject({
    article: fullArticle,
    magazine: { title: 'Magazin', headline: 'Das Festivalmagazin', ancestors: [] },
  });
});

test('without the magazine page the article still loads (the breadcrumb says "Magazin")', async () => {
  const { input } = loadInput({ '/de/api/articles/5/': fullArticle, '/de/pageeditor-api/page/magazin': { status: 503 } }, route);
  await expect(loadArticleRoute(input, new AbortController().signal)).resolves.toMatchObject({ article: fullArticle, magazine: null });
});

test('an unknown article is not found', async () => {
  const { input } = loadInput({ '/de/pageeditor-api/page/magazin': magazinePage }, route);
  const failure = await loadArticleRoute(input, new AbortController().signal).catch((error: unknown) => error);
  expect(isApiError(failure, 404)).toBe(true);
});
