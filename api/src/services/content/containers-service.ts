import type { Kysely } from 'kysely';
import type { Locale } from '@festival/shared/i18n/locales';
import type { Container } from '@festival/shared/api-schemas/content';
import type { Database } from '../../db/database';
import { NotFoundError } from '../common/http-errors';
import { localised } from '../common/localise';
import { parseJson } from '../common/stored-values';
import { resolveModules, type StoredModule } from './module-resolver';

/** A container by its slug, for visitors or, with modules outside their window flagged, for an editor. */
export async function containerBySlug(
  db: Kysely<Database>, slug: string, locale: Locale, now: Date, audience: 'visitor' | 'editor' = 'visitor',
): Promise<Container> {
  const row = await db.selectFrom('containers').selectAll().where('slug', '=', slug).executeTakeFirst();
  if (!row) throw new NotFoundError('Container not found.');
  return {
    id: row.id,
    slug: row.slug,
    parent: row.parent_id,
    content_type: row.content_type,
    object_id: row.object_id,
    layout: row.layout,
    revision: row.revision,
    modules: await resolveModules(db, parseJson<StoredModule[]>(localised(row, 'modules', locale)), locale, now, audience),
  };
}
