import fs from 'node:fs';
import { TEMPLATES_ENV } from './helpers/sqlite-templates';

export default async function globalTeardown(): Promise<void> {
  const dir = process.env[TEMPLATES_ENV];
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}
