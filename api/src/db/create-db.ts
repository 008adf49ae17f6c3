import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, type SqliteDatabase, type SqliteStatement } from 'kysely';
import { Pool } from 'pg';
import type { Database } from './database';
import { ImmediateSqliteDialect } from './sqlite-immediate-dialect';

export type DialectName = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: DialectName;
}

/**
 * Migrations and the seed prepare about 130 distinct statements; the app's queries vary with their
 * filters and id lists. The bound keeps a flood of one-off statements from holding memory.
 */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's SqliteDialect prepares every query it runs, so SQLite parses and plans the same SQL
 * on every request; a prepared statement can be run again with new parameters. The driver
 * runs one query at a time on its one connection, so a cached statement is never busy.
 */
export function withStatementCache(database: SqliteDatabase, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement) {
        // Re-inserted so the Map's order runs from least to most recently used.
        statements.delete(sql);
      } else {
        statement = database.prepare(sql);
        if (statements.size >= size) statements.delete(statements.keys().next().value as string);
      }
      statements.set(sql, statement);
      return statement;
    },
    close() {
      statements.clear();
      database.close();
    },
  };
}

export function createDb(opts: { databaseUrl: string | null; sqliteFile: string }): Db {
  if (opts.databaseUrl) {
    const pool = new Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection the server ends (a restart, a failover, an administrator, a dropped
    // database) leaves the pool, which opens another when asked; unheard, the pool's error event
    // would end the process.
    pool.on('error', (error) => process.emitWarning(`PostgreSQL ended an idle connection: ${error.message}`));
    return { kysely: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
  }
  if (opts.sqliteFile !== ':memory:') fs.mkdirSync(path.dirname(opts.sqliteFile), { recursive: true });
  const database = new SQLite(opts.sqliteFile);
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  return { kysely: new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: withStatementCache(database) }) }), dialect: 'sqlite' };
}
