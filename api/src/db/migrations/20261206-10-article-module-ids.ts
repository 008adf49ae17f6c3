import type { Kysely } from 'kysely';
import { assignModuleIds } from './20261123-11-module-ids';

/** Articles' bodies are edited in place like pages (issue 30 item 2): every article module gets a stable id. */
export async function up(db: Kysely<any>): Promise<void> { // any: migrations are frozen and untyped
  await assignModuleIds(db, 'article', 'articles');
}

export async function down(db: Kysely<any>): Promise<void> { // any: migrations are frozen and untyped
  await db.deleteFrom('content_modules').where('owner_type', '=', 'article').execute();
}
