import type { Kysely } from 'kysely';
import type { Locale } from '@festival/shared/i18n/locales';
import type { Article } from '@festival/shared/api-schemas/content-articles';
import type { LocalisedUrls } from '@festival/shared/api-schemas/common-schemas';
import type { ArticleCard } from '@festival/shared/api-schemas/content-modules';
import { href } from '@festival/shared/routes/route-table';
import type { Database } from '../../db/database';
import { NotFoundError } from '../common/http-errors';
import { localised } from '../common/localise';
import { parseJson } from '../common/stored-values';
import { findArticle, listArticleCards } from './articles-repository';
import { toArticleCards } from './articles-service';
import { articleBodyJson } from './article-body';
import { resolveModules, type StoredModule } from './module-resolver';

const RELATED_COUNT = 3;

/** The article's address in each language (its slug differs per language). */
export function articleUrls(row: { id: number; slug_de: string; slug_en: string }): LocalisedUrls {
  return {
    de: href('magazine-slug-id', { slug: row.slug_de, id: String(row.id) }, 'de'),
    en: href('magazine-slug-id', { slug: row.slug_en, id: String(row.id) }, 'en'),
  };
}

/** The full article: its card, both urls, its modules (the draft's for an editor's preview) and related articles of its category. */
export async function articleDetail(db: Kysely<Database>, id: number, locale: Locale, now: Date, { draft = false } = {}): Promise<Article> {
  const row = await findArticle(db, id, now.toISOString());
  if (!row) throw new NotFoundError('Article not found.');
  const [card] = await toArticleCards(db, [row], locale);
  const relatedRows = await listArticleCards(db, { category: row.category_id, excludeId: id, now: now.toISOString() }, { limit: RELATED_COUNT, offset: 0 });
  return {
    ...(card as ArticleCard),
    urls: articleUrls(row),
    meta_description: localised(row, 'meta_description', locale),
    modules: await resolveModules(db, parseJson<StoredModule[]>(articleBodyJson(row, locale, { draft })), locale, now),
    related: await toArticleCards(db, relatedRows, locale),
  };
}
