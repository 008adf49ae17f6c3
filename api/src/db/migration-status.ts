import { DEFAULT_MIGRATION_TABLE, type Kysely } from 'kysely';
import { allMigrations } from './migrations/all-migrations';

/** Names of the migrations the database has not run yet; all of them when it has run none. */
export async function pendingMigrations(db: Kysely<any>): Promise<string[]> { // any: the bookkeeping table is below the typed schema
  const executed = await db.selectFrom(DEFAULT_MIGRATION_TABLE).select('name').execute()
    .then((rows) => new Set(rows.map((row) => String(row.name))), () => new Set<string>());
  return Object.keys(allMigrations).filter((name) => !executed.has(name));
}
