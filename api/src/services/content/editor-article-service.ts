import type { Kysely } from 'kysely';
import type { EditorArticle } from '@festival/shared/api-schemas/content-articles';
import type { Locale } from '@festival/shared/i18n/locales';
import type { Database } from '../../db/database';
import { NotFoundError } from '../common/http-errors';
import { localised } from '../common/localise';
import { parseJson } from '../common/stored-values';
import { articlePublicationOf } from '../pageeditor/article-publishing';
import { articleBodyJson } from './article-body';
import { articleUrls } from './article-detail-service';
import { resolveModules, type StoredModule } from './module-resolver';

/** Any article, online or not, with its body's modules as the page editor shows them, and where its publication stands. */
export async function editorArticle(db: Kysely<Database>, id: number, locale: Locale, now: Date): Promise<EditorArticle> {
  const row = await db.selectFrom('articles')
    .select(['id', 'revision', 'title_de', 'title_en', 'slug_de', 'slug_en', 'modules_de', 'modules_en', 'draft_modules_de', 'draft_modules_en', 'body_publish_at', 'body_published_at'])
    .where('id', '=', id).executeTakeFirst();
  if (!row) throw new NotFoundError('Article not found.');
  return {
    id: row.id,
    revision: row.revision,
    title: localised(row, 'title', locale),
    urls: articleUrls(row),
    modules: await resolveModules(db, parseJson<StoredModule[]>(articleBodyJson(row, locale, { draft: true })), locale, now, 'editor'),
    publication: articlePublicationOf(row),
  };
}
