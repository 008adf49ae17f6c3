import type { Article, ArticleCategoryEntry, ArticlePage, ArticleTagDetail } from '@festival/shared/api-schemas/content-articles';
import { articleHead, categoryHead, magazineHead, tagHead, type MagazineHeadSource } from '@festival/shared/head/magazine-heads';
import { documentTitle } from '@festival/shared/head/page-title';
import { HEAD_TEXTS } from '@festival/shared/head/head-texts';
import { escapeHtml } from '../../../src/documents/render/render-document';
import { headResolvers } from '../../../src/documents/head/head-registry';
import type { ArticleCard } from '@festival/shared/api-schemas/content-modules';
import { escaped, moduleHtml, routeData, slotHtml, useServerRenderingApp } from '../../helpers/server-documents';

const { t, apiJson } = useServerRenderingApp('mf-magazine');

test('an article document holds the article, rendered by the magazine inside the chrome, and its data', async () => {
  const [card] = (await apiJson<ArticlePage>('/de/api/articles/')).results;
  const article = await apiJson<Article>(`/de/api/articles/${card!.id}/`);
  const res = await t.app.inject({ url: article.urls.de });
  expect(res.statusCode).toBe(200);
  expect(res.body).toContain('<header class="sh-header');
  expect(slotHtml(res.body)).toContain(`<h1 class="mg-title">${escaped(article.title)}</h1>`);
  const { slot } = routeData(res.body);
  expect(slot?.module).toBe('mf_magazine/article-page');
  expect((slot?.data as { article: { id: number } }).article.id).toBe(article.id);
});

type LandingData = { magazine: MagazineHeadSource | null; categories: ArticleCategoryEntry[]; categoryId: number | null };

test('the magazine documents\' heads are built from the data their pages loaded, not read again by a resolver', async () => {
  const [card] = (await apiJson<ArticlePage>('/de/api/articles/')).results;
  const article = await apiJson<Article>(`/de/api/articles/${card!.id}/`);
  const [tag] = await apiJson<{ link: string }[]>('/de/api/article-tags/');
  const [category] = await apiJson<ArticleCategoryEntry[]>('/de/api/article-categories/');
  const cases = [
    {
      url: '/de/magazin', route: 'magazine' as const,
      head: (data: unknown) => magazineHead((data as LandingData).magazine, { name: 'magazine', locale: 'de', params: {} }),
    },
    {
      url: category!.urls.de, route: 'magazine-categories-category-id' as const,
      head: (data: unknown) => categoryHead((data as LandingData).categories.find((entry) => entry.id === (data as LandingData).categoryId)!, 'de'),
    },
    { url: article.urls.de, route: 'magazine-slug-id' as const, head: (data: unknown) => articleHead((data as { article: Article }).article, 'de') },
    { url: tag!.link, route: 'magazine-tags-tag-id' as const, head: (data: unknown) => tagHead((data as { tag: ArticleTagDetail }).tag, 'de') },
  ];
  for (const { url, route, head: buildHead } of cases) {
    // The resolver reads the object from its service: it is for a slot not rendered on the server.
    const resolver = jest.spyOn(headResolvers as Required<typeof headResolvers>, route);
    try {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(resolver).not.toHaveBeenCalled();
      const head = buildHead(routeData(res.body).slot?.data);
      expect(res.body).toContain(`<title>${escapeHtml(documentTitle(head.title, 'de'))}</title>`);
      expect(res.body).toContain(`<meta name="description" content="${escapeHtml(head.description)}">`);
      expect(res.body).toContain(`<meta property="og:type" content="${head.ogType}">`);
      const english = head.alternates?.en ?? 'no English alternate';
      expect(res.body).toMatch(new RegExp(`hreflang="en" href="[^"]*${escapeHtml(english)}"`));
    } finally {
      resolver.mockRestore();
    }
  }
});

test('the topics overview\'s head comes from the magazine that renders it, not from a resolver', async () => {
  const resolver = jest.spyOn(headResolvers as Required<typeof headResolvers>, 'magazine-tags');
  try {
    const res = await t.app.inject({ url: '/de/magazin/tags' });
    expect(res.statusCode).toBe(200);
    expect(resolver).not.toHaveBeenCalled();
    expect(routeData(res.body).slot?.module).toBe('mf_magazine/magazine-tags');
    expect(res.body).toContain(`<title>${escapeHtml(documentTitle(HEAD_TEXTS.de.pages['magazine-tags'].title, 'de'))}</title>`);
  } finally {
    resolver.mockRestore();
  }
});

test.each([
  ['de', '/de/magazin'],
  ['en', '/en/magazine'],
] as const)('the %s magazine landing holds its featured article and its first teasers', async (locale, url) => {
  const teaser = await apiJson<ArticleCard>(`/${locale}/api/articles-teaser/`);
  const { results } = await apiJson<ArticlePage>(`/${locale}/api/articles/?page=1`);
  const res = await t.app.inject({ url });
  expect(res.statusCode).toBe(200);
  const slot = slotHtml(res.body);
  expect(slot).toContain(escaped(teaser.title));
  for (const card of results.slice(0, 3)) expect(slot).toContain(escaped(card.title));
  expect(routeData(res.body).slot?.module).toBe('mf_magazine/magazine-page');
});

test('the tags overview and a tag page hold their topics and articles', async () => {
  const tags = await apiJson<{ id: number; name: string; link: string }[]>('/de/api/article-tags/');
  const tag = tags[0]!;
  expect(slotHtml((await t.app.inject({ url: '/de/magazin/tags' })).body)).toContain(escaped(tag.name));
  const { results } = await apiJson<ArticlePage>(`/de/api/articles/?tag=${tag.id}&page=1`);
  const res = await t.app.inject({ url: tag.link });
  expect(res.statusCode).toBe(200);
  expect(slotHtml(res.body)).toContain(escaped(results[0]!.title));
});

test('the home page\'s teaser modules are rendered by the magazine; a module whose remote has no server build is left to the browser', async () => {
  const page = await apiJson<{ modules: { slug: string; model: string; article_objs?: ArticleCard[] }[] }>('/de/pageeditor-api/page');
  const teasers = page.modules.filter((module) => module.model === 'BlogTeaserList' || module.model === 'HighlightTeaser');
  const eventList = page.modules.find((module) => module.model === 'EventList');
  expect(teasers.length).toBeGreaterThan(0);
  const res = await t.app.inject({ url: '/de' });
  expect(res.statusCode).toBe(200);
  for (const teaser of teasers) {
    const [first] = teaser.article_objs ?? [];
    expect(moduleHtml(res.body, teaser.slug)).toContain(escaped(first!.title));
  }
  expect(routeData(res.body).modules?.map((module) => module.slug).sort()).toEqual(teasers.map((teaser) => teaser.slug).sort());
  // This workspace has no server build of the programme: its module shows the skeleton the browser replaces.
  expect(moduleHtml(res.body, eventList!.slug)).toBeNull();
  expect(res.body).toContain('data-skeleton="event-list"');
});
