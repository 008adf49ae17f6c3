import type { Kysely } from 'kysely';
import type { RedirectEntry } from '@festival/shared/api-schemas/content';
import type { Database } from '../../db/database';

/** Every redirect of the redirects table (spec §7 /{locale}/pageeditor-api/redirect). */
export async function listRedirects(db: Kysely<Database>): Promise<RedirectEntry[]> {
  return db.selectFrom('redirects').select(['old_path', 'new_path']).orderBy('old_path').execute();
}

/**
 * The new path for a document path (spec §4 redirects), or null. A trailing slash does not
 * make another path: "/de/presse/" moves like "/de/presse".
 */
export async function findRedirect(db: Kysely<Database>, pathname: string): Promise<string | null> {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const row = await db.selectFrom('redirects').select('new_path')
    .where('old_path', 'in', [...new Set([pathname, trimmed])])
    .orderBy('old_path')
    .executeTakeFirst();
  return row?.new_path ?? null;
}
