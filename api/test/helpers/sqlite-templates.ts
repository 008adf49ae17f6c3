import fs from 'node:fs';
import path from 'node:path';
import { createDb } from '../../src/db/create-db';
import { migrateToLatest } from '../../src/db/migrate';
import { seedIfEmpty } from '../../src/seed/seed';
import { testNow } from './test-clock';

/** Set by the suite's global setup: the folder of the run's migrated and seeded SQLite files. */
export const TEMPLATES_ENV = 'TEST_SQLITE_TEMPLATES';

export type TemplateKind = 'migrated' | 'seeded';

export const templateFile = (dir: string, kind: TemplateKind) => path.join(dir, `${kind}.sqlite`);

/**
 * Migrates and seeds one SQLite database for the whole run, keeping a copy after each step: a
 * test file's database starts as a copy instead of migrating and seeding again.
 */
export async function writeSqliteTemplates(dir: string): Promise<void> {
  const work = path.join(dir, 'work.sqlite');
  let db = createDb({ databaseUrl: null, sqliteFile: work });
  await migrateToLatest(db.kysely);
  await db.kysely.destroy();
  fs.copyFileSync(work, templateFile(dir, 'migrated'));
  db = createDb({ databaseUrl: null, sqliteFile: work });
  await seedIfEmpty(db, testNow());
  await db.kysely.destroy();
  fs.renameSync(work, templateFile(dir, 'seeded'));
}
