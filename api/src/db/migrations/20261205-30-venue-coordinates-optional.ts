import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../migration-helpers';

/**
 * A venue may be saved before its coordinates are known: lat and lng may be null (the venue page
 * then shows no map link). SQLite cannot drop a NOT NULL, so its table is rebuilt from its own
 * CREATE statement (rooms keep referring to venues by name).
 */
export async function up(db: Kysely<any>): Promise<void> { // any: migrations are frozen and untyped
  if (isPostgres(db)) {
    await sql`ALTER TABLE venues ALTER COLUMN lat DROP NOT NULL, ALTER COLUMN lng DROP NOT NULL`.execute(db);
    return;
  }
  await rebuildSqliteVenues(db, (create) => create.replace(/("?lat"? double precision) not null/i, '$1').replace(/("?lng"? double precision) not null/i, '$1'));
}

export async function down(db: Kysely<any>): Promise<void> { // any: see up
  await sql`UPDATE venues SET lat = 0 WHERE lat IS NULL`.execute(db);
  await sql`UPDATE venues SET lng = 0 WHERE lng IS NULL`.execute(db);
  if (isPostgres(db)) {
    await sql`ALTER TABLE venues ALTER COLUMN lat SET NOT NULL, ALTER COLUMN lng SET NOT NULL`.execute(db);
    return;
  }
  await rebuildSqliteVenues(db, (create) => create.replace(/("?lat"? double precision)/i, '$1 not null').replace(/("?lng"? double precision)/i, '$1 not null'));
}

async function rebuildSqliteVenues(db: Kysely<any>, change: (create: string) => string): Promise<void> { // any: see up
  const { rows } = await sql<{ sql: string }>`SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'venues'`.execute(db);
  const create = rows[0]?.sql;
  if (!create) throw new Error('no venues table to rebuild');
  const rebuilt = change(create).replace(/^create table "?venues"?/i, 'CREATE TABLE "venues_rebuilt"');
  if (rebuilt === create) throw new Error('the venues table did not change');
  // SQLite migrations run outside a transaction, where foreign keys can be switched off (the
  // rooms would block dropping the old table) and the rebuild kept whole in one of its own.
  await sql`PRAGMA foreign_keys = OFF`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql.raw(rebuilt).execute(trx);
      await sql`INSERT INTO venues_rebuilt SELECT * FROM venues`.execute(trx);
      await sql`DROP TABLE venues`.execute(trx);
      await sql`ALTER TABLE venues_rebuilt RENAME TO venues`.execute(trx);
      const broken = await sql`PRAGMA foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error(`rebuilding venues broke ${broken.rows.length} references`);
    });
  } finally {
    await sql`PRAGMA foreign_keys = ON`.execute(db);
  }
}
