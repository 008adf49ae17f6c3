import { croppedMediaUrl, mediaName } from '@festival/shared/media/image-sources';
import { matchRoute, type RouteMatch } from '@festival/shared/routes/route-table';
import { contentHeadResolvers, contentSitemapPages } from '../../../src/documents/head/content-head';
import { useTestApp } from '../../helpers/test-app';

const t = useTestApp();

async function head(path: string) {
  const match = matchRoute(path) as RouteMatch;
  const resolver = contentHeadResolvers[match.name];
  if (!resolver) throw new Error(`no content head resolver for ${match.name}`);
  return resolver(t.app, match);
}

test('resolvers cover the content routes', () => {
  expect(Object.keys(contentHeadResolvers).sort()).toEqual([
    'cms-page', 'forms-slug-id', 'index', 'legals-agb', 'legals-imprint', 'legals-privacy', 'magazine',
    'magazine-categories-category-id', 'magazine-slug-id', 'magazine-tags', 'magazine-tags-tag-id', 'search',
  ]);
});

test('the home page has the WebSite search action', async () => {
  const data = await head('/en');
  expect(data).toMatchObject({ alternates: { de: '/de', en: '/en' }, image: '/media/home-hero.jpg' });
  expect(JSON.stringify(data?.jsonLd)).toContain('/en/search?q={search_term_string}');
});

test('CMS pages give their own urls as alternates; offline and unknown pages are null', async () => {
  const data = await head('/de/festival/ueber-uns/team');
  expect(data).toMatchObject({ title: 'Team', alternates: { de: '/de/festival/ueber-uns/team', en: '/en/festival/about-us/team' } });
  expect(data?.description).toContain('Festival');
  expect(await head('/de/festival/archiv-2025')).toBeNull();
  expect(await head('/de/nirgendwo/zu/finden')).toBeNull();
  expect(await head('/en/festival/ueber-uns')).toBeNull();
});

test('an article has a complete Article JSON-LD, its share image and its slug in each language', async () => {
  const article = await t.db.kysely.selectFrom('articles').select(['id', 'slug_de', 'slug_en', 'title_de', 'image', 'published_at', 'author_name'])
    .where('id', '=', 3).executeTakeFirstOrThrow();
  const url = `/de/magazin/${article.slug_de}/3`;
  const data = await head(url);
  expect(data).toMatchObject({
    title: article.title_de, ogType: 'article', image: article.image,
    alternates: { de: url, en: `/en/magazine/${article.slug_en}/3` },
  });
  expect(data?.jsonLd).toHaveLength(1);
  const ld = data?.jsonLd?.[0] as Record<string, unknown>;
  expect(ld).toMatchObject({
    '@context': 'https://schema.org', '@type': 'Article', '@id': `${url}#article`, url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    headline: article.title_de, description: expect.stringMatching(/\S/),
    datePublished: article.published_at, dateModified: article.published_at,
    author: [{ '@type': 'Person', name: article.author_name }],
    publisher: { '@type': 'Organization', name: expect.any(String), url: '/de' },
    articleSection: expect.any(String), inLanguage: 'de', isAccessibleForFree: true,
    isPartOf: { '@type': 'Blog', url: '/de/magazin' },
  });
  expect(ld.image).toEqual([`${article.image}?w=1536`, `${article.image}?w=1024`, `${article.image}?w=640`]);
  const tagNames = (await t.app.inject({ url: '/de/api/articles/3/' })).json().tags.map((tag: { name: string }) => tag.name);
  expect(ld.keywords).toEqual(tagNames);
  expect((ld.about as unknown[]).length).toBe(tagNames.length);
  expect(await head('/de/magazin/irgendwas/999')).toBeNull();
  expect(await head('/de/magazin/irgendwas/abc')).toBeNull();
});

test('the article document carries og:image and the absolute JSON-LD in its server-rendered head', async () => {
  const article = await t.db.kysely.selectFrom('articles').select(['slug_en', 'image']).where('id', '=', 3).executeTakeFirstOrThrow();
  const res = await t.app.inject({ url: `/en/magazine/${article.slug_en}/3` });
  expect(res.statusCode).toBe(200);
  expect(res.body).toContain(`<meta property="og:image" content="http://localhost${croppedMediaUrl(mediaName(article.image!)!, 'jpg', 1280, 'share').replaceAll('&', '&amp;')}">`);
  expect(res.body).toContain('<meta property="og:type" content="article">');
  const scripts = [...res.body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1] as string));
  const ld = scripts.find((entry) => entry['@type'] === 'Article');
  expect(ld).toMatchObject({ url: `http://localhost/en/magazine/${article.slug_en}/3`, inLanguage: 'en' });
});

test('magazine lists, tags, categories, forms and legal pages', async () => {
  expect(await head('/de/magazin')).toMatchObject({ title: 'Das Festivalmagazin', alternates: { en: '/en/magazine' } });
  expect(await head('/en/magazine/tags')).toMatchObject({ title: 'All topics' });
  expect(await head('/en/magazine/tags/translation/1')).toMatchObject({ title: '#Translation', alternates: { de: '/de/magazin/tags/uebersetzung/1' } });
  expect(await head('/en/magazine/tags/x/404')).toBeNull();
  expect(await head('/de/magazin/categories/essays/2')).toMatchObject({ title: 'Essays' });
  expect(await head('/en/magazine/categories/behind-the-scenes/3')).toMatchObject({ alternates: { de: '/de/magazin/categories/hinter-den-kulissen/3' } });
  expect(await head('/de/magazin/categories/x/9')).toBeNull();
  expect(await head('/en/forms/kontakt/1')).toMatchObject({ title: 'Contact', alternates: { de: '/de/forms/kontakt/1' } });
  expect(await head('/en/forms/kontakt/33')).toBeNull();
  expect(await head('/en/datenschutz')).toMatchObject({ title: 'Privacy policy', alternates: { de: '/de/datenschutz', en: '/en/datenschutz' } });
  expect(await head('/de/agb')).toMatchObject({ title: 'AGB' });
  expect(await head('/de/impressum')).toMatchObject({ title: 'Impressum' });
});

test('search accepts its two categories and a page number only', async () => {
  expect(await head('/de/search')).toMatchObject({ title: 'Suche' });
  expect(await head('/en/search/events/2')).toMatchObject({ title: 'Search the programme' });
  expect(await head('/en/search/nothing')).toBeNull();
  expect(await head('/en/search/others/x')).toBeNull();
});

test('the sitemap lists online content in both languages, each page with its other language', async () => {
  const pages = await contentSitemapPages(t.app);
  expect(pages).toContainEqual({ de: '/de/festival/ueber-uns/team', en: '/en/festival/about-us/team' });
  expect(pages.every((page) => page.de?.startsWith('/de') && page.en?.startsWith('/en'))).toBe(true);
  const paths = [...new Set(pages.flatMap((page) => [page.de, page.en]))] as string[];
  expect(paths).toEqual(expect.arrayContaining(['/de', '/en', '/de/module', '/en/modules', '/de/festival/ueber-uns/team', '/en/magazine/tags', '/de/forms/kontakt/1', '/en/forms/newsletter/2']));
  expect(paths).not.toContain('/de/festival/archiv-2025');
  expect(paths.filter((p) => /^\/en\/magazine\/[^/]+\/\d+$/.test(p) && !p.includes('/tags/'))).toHaveLength(60);
});
