import { loadConfig } from '../config';
import { createDb } from './create-db';
import { migrateToLatest } from './migrate';

async function main() {
  const db = createDb(loadConfig());
  await migrateToLatest(db.kysely);
  await db.kysely.destroy();
  console.log(`migrated (${db.dialect})`);
}

void main();
