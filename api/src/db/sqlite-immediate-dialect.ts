import { CompiledQuery, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type SqliteDialectConfig } from 'kysely';

/**
 * Transactions that take SQLite's write lock at their start (BEGIN IMMEDIATE). A deferred one that
 * has read and then writes fails at once with "database is locked" when another connection (the
 * create-staff command, a second process on the file) committed in between: its snapshot cannot
 * move forward, and the busy timeout does not apply. Taking the lock first waits for the other
 * writer instead, up to the busy timeout. Inside the api every query runs on the one connection
 * in turn, so nothing there waits longer.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

export class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly settings: SqliteDialectConfig) {
    super(settings);
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.settings);
  }
}
