import { isApiError } from '@festival/shared/api-client/api-client';
import { article, loadInput, magazinePage } from '../../../testing/fixtures';
import { loadTagRoute } from '../api/load-tag-route';
import { loadTagsRoute } from '../api/load-tags-route';

const lyrik = { id: 4, name: 'Lyrik', slug: 'lyrik', link: '/de/magazin/tags/lyrik/4', article_count: 2 };
const detail = { ...lyrik, urls: { de: '/de/magazin/tags/lyrik/4', en: '/en/magazine/tags/poetry/4' } };
const list = { count: 1, next: null, previous: null, results: [article(1, 'Verse')] };
const tagRoute = { routeName: 'magazine-tags-tag-id', params: { tag: 'lyrik', id: '4' } } as const;

test('the tags overview loads every topic through the given fetch', async () => {
  const { input } = loadInput({ '/de/api/article-tags/': [lyrik], '/de/pageeditor-api/page/magazin': magazinePage }, { routeName: 'magazine-tags' });
  await expect(loadTagsRoute(input, new AbortController().signal)).resolves.toMatchObject({ tags: [lyrik], magazine: expect.objectContaining({ headline: 'Das Festivalmagazin' }) });
});

test('a tag page loads the topic and its first articles', async () => {
  const { input } = loadInput({ '/de/api/article-tags/4/': detail, '/de/api/articles/?tag=4&page=1': list }, tagRoute);
  await expect(loadTagRoute(input, new AbortController().signal)).resolves.toMatchObject({ locale: 'de', tag: detail, firstPage: list, magazine: null });
});

test('an unknown tag is not found', async () => {
  const { input } = loadInput({ '/de/api/articles/?tag=4&page=1': list }, tagRoute);
  const failure = await loadTagRoute(input, new AbortController().signal).catch((error: unknown) => error);
  expect(isApiError(failure, 404)).toBe(true);
});
