import type { Kysely } from 'kysely';
import type { EditorArticle } from '@festival/shared/api-schemas/content-articles';
import type { Locale } from '@festival/shared/i18n/locales';
import type { Database } from '../../db/database';
import { NotFoundError } from '../common/http-errors';
import { localised } from '../common/localise';
import { parseJson } from '../common/stored-values';
import { articleUrls } from './article-detail-service';
import { resolveModules, type StoredModule } from './module-resolver';

/** Any article, online or not, with its body's modules as the page editor shows them. */
export async function editorArticle(db: Kysely<Database>, id: number, locale: Locale, now: Date): Promise<EditorArticle> {
  const row = await db.selectFrom('articles').select(['id', 'revision', 'title_de', 'title_en', 'slug_de', 'slug_en', 'modules_de', 'modules_en'])
    .where('id', '=', id).executeTakeFirst();
  if (!row) throw new NotFoundError('Article not found.');
  return {
    id: row.id,
    revision: row.revision,
    title: localised(row, 'title', locale),
    urls: articleUrls(row),
    modules: await resolveModules(db, parseJson<StoredModule[]>(localised(row, 'modules', locale)), locale, now, 'editor'),
  };
}
