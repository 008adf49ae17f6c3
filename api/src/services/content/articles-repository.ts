import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

interface ArticleFilter {
  category?: number | undefined;
  tag?: number | undefined;
  /** An article left out (the one a page shows elsewhere). */
  excludeId?: number | undefined;
  /** Articles published later than this instant (ISO-8601) are not shown yet. */
  now: string;
}

function visibleArticles(db: Kysely<Database>, filter: ArticleFilter) {
  let query = db
    .selectFrom('articles')
    .innerJoin('article_categories', 'article_categories.id', 'articles.category_id')
    .where('articles.is_online', '=', 1)
    .where('articles.published_at', '<=', filter.now);
  if (filter.category !== undefined) query = query.where('articles.category_id', '=', filter.category);
  if (filter.excludeId !== undefined) query = query.where('articles.id', '!=', filter.excludeId);
  if (filter.tag !== undefined) {
    const tag = filter.tag;
    query = query.where((eb) =>
      eb.exists(eb.selectFrom('article_tag_links').select('article_tag_links.article_id')
        .whereRef('article_tag_links.article_id', '=', 'articles.id').where('article_tag_links.tag_id', '=', tag)));
  }
  return query;
}

export async function countArticles(db: Kysely<Database>, filter: ArticleFilter): Promise<number> {
  const row = await visibleArticles(db, filter).select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

const cardColumns = [
  'articles.id', 'articles.title_de', 'articles.title_en', 'articles.slug_de', 'articles.slug_en',
  'articles.teaser_de', 'articles.teaser_en', 'articles.image', 'articles.image_alt_de', 'articles.image_alt_en',
  'articles.image_copyright', 'articles.published_at', 'articles.author_name', 'articles.is_featured',
  'articles.category_id', 'article_categories.name_de as category_name_de', 'article_categories.name_en as category_name_en',
  'article_categories.slug_de as category_slug_de', 'article_categories.slug_en as category_slug_en',
  'article_categories.style_name as category_style_name',
] as const;

export async function listArticleCards(
  db: Kysely<Database>, filter: ArticleFilter, page: { limit: number; offset: number },
) {
  return visibleArticles(db, filter)
    .select(cardColumns)
    .orderBy('articles.published_at', 'desc')
    .orderBy('articles.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}
export type ArticleCardRow = Awaited<ReturnType<typeof listArticleCards>>[number];

export async function findArticleCardsByIds(db: Kysely<Database>, ids: number[], now: string) {
  if (ids.length === 0) return [];
  const rows = await visibleArticles(db, { now }).select(cardColumns).where('articles.id', 'in', ids).execute();
  return ids.flatMap((id) => rows.filter((row) => row.id === id));
}

export async function findFeaturedArticleCard(db: Kysely<Database>, now: string) {
  return visibleArticles(db, { now })
    .select(cardColumns)
    .orderBy('articles.is_featured', 'desc')
    .orderBy('articles.published_at', 'desc')
    .orderBy('articles.id', 'desc')
    .executeTakeFirst();
}

export async function findArticle(db: Kysely<Database>, id: number, now: string) {
  return visibleArticles(db, { now })
    .select([...cardColumns, 'articles.modules_de', 'articles.modules_en', 'articles.draft_modules_de', 'articles.draft_modules_en', 'articles.meta_description_de', 'articles.meta_description_en'])
    .where('articles.id', '=', id)
    .executeTakeFirst();
}

export async function tagsOfArticles(db: Kysely<Database>, articleIds: number[]) {
  if (articleIds.length === 0) return [];
  return db
    .selectFrom('article_tag_links')
    .innerJoin('article_tags', 'article_tags.id', 'article_tag_links.tag_id')
    .select(['article_tag_links.article_id', 'article_tags.id', 'article_tags.name_de', 'article_tags.name_en', 'article_tags.slug_de', 'article_tags.slug_en'])
    .where('article_tag_links.article_id', 'in', articleIds)
    .orderBy('article_tags.name_de')
    .execute();
}

export async function listCategories(db: Kysely<Database>) {
  return db.selectFrom('article_categories').selectAll().orderBy('sort').orderBy('id').execute();
}

export async function findCategory(db: Kysely<Database>, id: number) {
  return db.selectFrom('article_categories').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Tags with the number of visible articles carrying each. */
export async function listTagsWithCounts(db: Kysely<Database>, now: string, id?: number) {
  let query = db
    .selectFrom('article_tags')
    .select((eb) => [
      'article_tags.id', 'article_tags.name_de', 'article_tags.name_en', 'article_tags.slug_de', 'article_tags.slug_en',
      eb.selectFrom('article_tag_links')
        .innerJoin('articles', 'articles.id', 'article_tag_links.article_id')
        .select((inner) => inner.fn.countAll<string | number>().as('n'))
        .whereRef('article_tag_links.tag_id', '=', 'article_tags.id')
        .where('articles.is_online', '=', 1)
        .where('articles.published_at', '<=', now)
        .as('article_count'),
    ]);
  if (id !== undefined) query = query.where('article_tags.id', '=', id);
  return query.orderBy('article_tags.id').execute();
}
