import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TEMPLATES_ENV, writeSqliteTemplates } from './helpers/sqlite-templates';
import { fixTestNow } from './helpers/test-clock';

/**
 * The run's fixed "now" (helpers/test-clock.ts) and, on SQLite, its template databases
 * (helpers/sqlite-templates.ts); PostgreSQL runs migrate per file.
 */
export default async function globalSetup(): Promise<void> {
  fixTestNow();
  if (process.env.TEST_DATABASE_URL) return;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'festival-test-templates-'));
  await writeSqliteTemplates(dir);
  process.env[TEMPLATES_ENV] = dir;
}
