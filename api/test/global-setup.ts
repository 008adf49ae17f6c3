import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PG_TEMPLATES_ENV, writePostgresTemplates } from './helpers/postgres-templates';
import { TEMPLATES_ENV, writeSqliteTemplates } from './helpers/sqlite-templates';
import { fixTestNow } from './helpers/test-clock';

/**
 * The run's fixed "now" (helpers/test-clock.ts) and its template databases: SQLite files
 * (helpers/sqlite-templates.ts), or with TEST_DATABASE_URL, PostgreSQL databases
 * (helpers/postgres-templates.ts).
 */
export default async function globalSetup(): Promise<void> {
  fixTestNow();
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    process.env[PG_TEMPLATES_ENV] = await writePostgresTemplates(pgUrl);
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'festival-test-templates-'));
  await writeSqliteTemplates(dir);
  process.env[TEMPLATES_ENV] = dir;
}
