import { Migrator, sql, type Kysely } from 'kysely';
import { isPostgres } from './migration-helpers';
import { allMigrations } from './migrations/all-migrations';

export async function migrateToLatest(db: Kysely<any>): Promise<void> { // any: the migrator works below the typed schema
  // Kysely looks for its bookkeeping tables in a named schema on PostgreSQL, so name the current one.
  const migrationTableSchema = isPostgres(db)
    ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
    : undefined;
  const migrator = new Migrator({ db, migrationTableSchema, provider: { getMigrations: async () => allMigrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
