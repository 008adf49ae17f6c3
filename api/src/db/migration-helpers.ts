import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

/**
 * Column helpers that keep one migration valid on SQLite and PostgreSQL.
 * Conventions: timestamps are ISO-8601 UTC strings (text), booleans are 0/1 integers,
 * JSON is text. Frozen with the migrations: never import app code here.
 */
export function isPostgres(db: Kysely<any>): boolean { // any: migrations are typed Kysely<any> by design
  const name = db.getExecutor().adapter.constructor.name;
  return name.startsWith('Postgres');
}

export function withSerialId<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, never>) { // any: see above
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

export const nowIso = sql<string>`CURRENT_TIMESTAMP`;
