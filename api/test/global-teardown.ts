import fs from 'node:fs';
import { PG_TEMPLATES_ENV, dropPostgresTemplates } from './helpers/postgres-templates';
import { TEMPLATES_ENV } from './helpers/sqlite-templates';

export default async function globalTeardown(): Promise<void> {
  const dir = process.env[TEMPLATES_ENV];
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  const pgUrl = process.env.TEST_DATABASE_URL;
  const prefix = process.env[PG_TEMPLATES_ENV];
  if (pgUrl && prefix) await dropPostgresTemplates(pgUrl, prefix);
}
