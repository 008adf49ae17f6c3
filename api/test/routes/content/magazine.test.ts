import { Article, ArticleCategoryList, ArticlePage, ArticleTagDetail, ArticleTagList, ARTICLES_PAGE_SIZE } from '@festival/shared/api-schemas/content-articles';
import { ArticleCard } from '@festival/shared/api-schemas/content-modules';
import { expectSchema } from '../../helpers/expect-schema';
import { useTestApp } from '../../helpers/test-app';

const t = useTestApp();

const get = (url: string) => t.app.inject({ url });

describe('GET /api/articles/', () => {
  test('pages of nine article cards, newest first, with next and previous links', async () => {
    const first = await get('/de/api/articles/');
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expectSchema(ArticlePage, page1);
    expect(ARTICLES_PAGE_SIZE).toBe(9);
    expect(page1).toMatchObject({ count: 60, previous: null, next: '/de/api/articles/?page=2' });
    expect(page1.results).toHaveLength(9);
    const dates = page1.results.map((a: { published_at: string }) => a.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const card = page1.results[0];
    expect(card.link).toBe(`/de/magazin/${card.slug}/${card.id}`);
    expect(card.category).toEqual({ id: expect.any(Number), name: expect.any(String), style_name: expect.any(String), slug: expect.any(String) });
    expect(card.tags.length).toBeGreaterThanOrEqual(2);

    const last = (await get('/de/api/articles/?page=7')).json();
    expect(last).toMatchObject({ next: null, previous: '/de/api/articles/?page=6' });
    expect(last.results).toHaveLength(6);
    const ids = new Set<number>();
    for (let page = 1; page <= 7; page += 1) {
      for (const a of (await get(`/de/api/articles/?page=${page}`)).json().results) ids.add(a.id);
    }
    expect(ids.size).toBe(60);
  });

  test('cards are localised by the prefix', async () => {
    const en = (await get('/en/api/articles/')).json().results[0];
    const de = (await get('/de/api/articles/')).json().results[0];
    expect(en.id).toBe(de.id);
    expect(en.title).not.toBe(de.title);
    expect(en.link).toBe(`/en/magazine/${en.slug}/${en.id}`);
  });

  test('filters by category and tag, and keeps the filter in the page links', async () => {
    const byCategory = (await get('/en/api/articles/?category=2')).json();
    expect(byCategory.count).toBe(12);
    expect(byCategory.results.every((a: { category: { id: number } }) => a.category.id === 2)).toBe(true);
    expect(byCategory.next).toBe('/en/api/articles/?category=2&page=2');

    const tag = await t.db.kysely.selectFrom('article_tag_links').select(['tag_id', (eb) => eb.fn.countAll<string | number>().as('n')])
      .groupBy('tag_id').orderBy('tag_id').executeTakeFirstOrThrow();
    const byTag = (await get(`/en/api/articles/?tag=${tag.tag_id}`)).json();
    expect(byTag.count).toBe(Number(tag.n));
    expect(byTag.results.every((a: { tags: { id: number }[] }) => a.tags.some((x) => x.id === tag.tag_id))).toBe(true);
    const both = (await get(`/en/api/articles/?tag=${tag.tag_id}&category=1`)).json();
    expect(both.results.every((a: { category: { id: number } }) => a.category.id === 1)).toBe(true);
    expect(both.count).toBeLessThanOrEqual(byTag.count);
  });

  /** Follows next links from page 1 to the end; each previous link leads back to the page before. */
  async function walk(first: string) {
    const cards: { id: number; published_at: string; category: { id: number }; tags: { id: number }[] }[] = [];
    let url: string | null = first;
    let before: number[] | null = null;
    let pages = 0;
    while (url) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      const page = res.json();
      expectSchema(ArticlePage, page);
      if (before === null) expect(page.previous).toBeNull();
      else expect((await get(page.previous)).json().results.map((card: { id: number }) => card.id)).toEqual(before);
      if (page.next) expect(page.results).toHaveLength(ARTICLES_PAGE_SIZE);
      cards.push(...page.results);
      before = page.results.map((card: { id: number }) => card.id);
      pages += 1;
      url = page.next;
    }
    return { cards, pages };
  }

  test('a category pages through exactly its own articles, newest first, without repeats', async () => {
    const { cards, pages } = await walk('/de/api/articles/?category=2&page=1');
    expect(cards).toHaveLength(12);
    expect(pages).toBe(2);
    expect(cards.every((card) => card.category.id === 2)).toBe(true);
    expect(new Set(cards.map((card) => card.id)).size).toBe(12);
    const dates = cards.map((card) => card.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = (await get('/de/api/articles/?category=2&page=2')).json();
    expect(second).toMatchObject({ next: null, previous: '/de/api/articles/?category=2' });
    expect((await get('/de/api/articles/?category=2&page=3')).statusCode).toBe(404);
  });

  test('a tag with more than one page keeps the tag in its links and lists each of its articles once', async () => {
    const busiest = await t.db.kysely.selectFrom('article_tag_links').select(['tag_id', (eb) => eb.fn.countAll<string | number>().as('n')])
      .groupBy('tag_id').orderBy((eb) => eb.fn.countAll(), 'desc').orderBy('tag_id').executeTakeFirstOrThrow();
    const expected = Number(busiest.n);
    expect(expected).toBeGreaterThan(ARTICLES_PAGE_SIZE);
    const first = (await get(`/en/api/articles/?tag=${busiest.tag_id}`)).json();
    expect(first).toMatchObject({ count: expected, previous: null, next: `/en/api/articles/?tag=${busiest.tag_id}&page=2` });
    const { cards, pages } = await walk(`/en/api/articles/?tag=${busiest.tag_id}`);
    expect(pages).toBe(Math.ceil(expected / ARTICLES_PAGE_SIZE));
    expect(new Set(cards.map((card) => card.id)).size).toBe(expected);
    expect(cards.every((card) => card.tags.some((tag) => tag.id === busiest.tag_id))).toBe(true);
    expect((await get(`/en/api/articles/?tag=${busiest.tag_id}&page=${pages + 1}`)).statusCode).toBe(404);
  });

  test('category and tag together: the intersection, counted and paged alike', async () => {
    const rows = await t.db.kysely.selectFrom('article_tag_links')
      .innerJoin('articles', 'articles.id', 'article_tag_links.article_id')
      .select(['article_tag_links.tag_id', 'articles.category_id', 'articles.id'])
      .where('articles.is_online', '=', 1).where('articles.published_at', '<=', t.app.clock().toISOString()).execute();
    const link = rows[0];
    if (!link) throw new Error('no tagged article');
    const expected = new Set(rows.filter((row) => row.tag_id === link.tag_id && row.category_id === link.category_id).map((row) => row.id));
    const { cards } = await walk(`/de/api/articles/?category=${link.category_id}&tag=${link.tag_id}`);
    expect(new Set(cards.map((card) => card.id))).toEqual(expected);
  });

  test('bad values are 400, unknown filters and pages past the end 404', async () => {
    for (const url of ['/de/api/articles/?page=0', '/de/api/articles/?page=x', '/de/api/articles/?category=abc']) {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: expect.any(String) });
    }
    for (const url of ['/de/api/articles/?page=8', '/de/api/articles/?category=99', '/de/api/articles/?tag=999']) {
      expect((await get(url)).statusCode).toBe(404);
    }
  });
});

describe('articles, teaser, categories and tags', () => {
  test('an article has its modules, tags, related articles and both urls', async () => {
    const res = await get('/en/api/articles/7/');
    expect(res.statusCode).toBe(200);
    const article = res.json();
    expectSchema(Article, article);
    expect(article.urls.de).toMatch(/^\/de\/magazin\/[a-z0-9-]+\/7$/);
    expect(article.urls.en).toBe(article.link);
    expect(article.modules.map((m: { model: string }) => m.model)).toEqual(['Text', 'Image', 'Headline', 'Text', 'Quote', 'Text']);
    expect(article.related.length).toBe(3);
    expect(article.related.every((r: { id: number; category: { id: number } }) => r.id !== 7 && r.category.id === article.category.id)).toBe(true);
    expect((await get('/en/api/articles/999/')).statusCode).toBe(404);
    expect((await get('/en/api/articles/abc/')).statusCode).toBe(400);
    expect((await get('/en/api/articles/99999999999/')).statusCode).toBe(400);
  });

  test('the teaser is the featured article, not simply the newest', async () => {
    const res = await get('/de/api/articles-teaser/');
    expectSchema(ArticleCard, res.json());
    expect(res.json()).toMatchObject({ id: 6, is_featured: true });
  });

  test('the landing list without the teaser leaves out the featured article and pages through every other one once', async () => {
    const teaser = (await get('/de/api/articles-teaser/')).json();
    const first = (await get('/de/api/articles/?without_teaser=true')).json();
    expectSchema(ArticlePage, first);
    expect(first).toMatchObject({ count: 59, next: '/de/api/articles/?without_teaser=true&page=2' });
    const all: number[] = [];
    for (const page of [1, 2]) all.push(...(await get(`/de/api/articles/?page=${page}`)).json().results.map((a: { id: number }) => a.id));
    expect(first.results.map((a: { id: number }) => a.id)).toEqual(all.filter((id: number) => id !== teaser.id).slice(0, ARTICLES_PAGE_SIZE));
    const seen: number[] = [];
    for (let url: string | null = '/de/api/articles/?without_teaser=true'; url; ) {
      const page: { next: string | null; results: { id: number }[] } = (await get(url)).json();
      seen.push(...page.results.map((a) => a.id));
      url = page.next;
    }
    expect(seen).toHaveLength(59);
    expect(new Set(seen).size).toBe(59);
    expect(seen).not.toContain(teaser.id);
  });

  test('unpublished and offline articles are hidden everywhere', async () => {
    const original = await t.db.kysely.selectFrom('articles').select('published_at').where('id', '=', 7).executeTakeFirstOrThrow();
    await t.db.kysely.updateTable('articles').set({ is_online: 0 }).where('id', '=', 6).execute();
    await t.db.kysely.updateTable('articles').set({ published_at: '2999-01-01T00:00:00.000Z' }).where('id', '=', 7).execute();
    try {
      expect((await get('/de/api/articles/6/')).statusCode).toBe(404);
      expect((await get('/de/api/articles/7/')).statusCode).toBe(404);
      expect((await get('/de/api/articles/')).json().count).toBe(58);
      expect((await get('/de/api/articles-teaser/')).json().id).toBe(1);
    } finally {
      await t.db.kysely.updateTable('articles').set({ is_online: 1 }).where('id', '=', 6).execute();
      await t.db.kysely.updateTable('articles').set({ published_at: original.published_at }).where('id', '=', 7).execute();
    }
  });

  test('categories are listed with their style names and their pages in each language', async () => {
    const res = await get('/en/api/article-categories/');
    expectSchema(ArticleCategoryList, res.json());
    expect(res.json()).toHaveLength(5);
    expect(res.json()[2]).toEqual({
      id: 3, name: 'Behind the scenes', style_name: 'dark', slug: 'behind-the-scenes',
      urls: { de: '/de/magazin/categories/hinter-den-kulissen/3', en: '/en/magazine/categories/behind-the-scenes/3' },
    });
  });

  test('tags are listed by name with article counts; one tag has its urls', async () => {
    const list = (await get('/de/api/article-tags/')).json();
    expectSchema(ArticleTagList, list);
    expect(list.length).toBeGreaterThanOrEqual(20);
    const names = list.map((tag: { name: string }) => tag.name);
    expect([...names].sort((a: string, b: string) => a.localeCompare(b, 'de'))).toEqual(names);
    const total = list.reduce((sum: number, tag: { article_count: number }) => sum + tag.article_count, 0);
    const links = await t.db.kysely.selectFrom('article_tag_links').select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
    expect(total).toBe(Number(links.n));

    const one = (await get('/en/api/article-tags/1/')).json();
    expectSchema(ArticleTagDetail, one);
    expect(one).toMatchObject({ id: 1, name: 'Translation', urls: { de: '/de/magazin/tags/uebersetzung/1', en: '/en/magazine/tags/translation/1' } });
    expect((await get('/en/api/article-tags/500/')).statusCode).toBe(404);
  });
});
