import { loadConfig } from '../config';
import { createDb } from '../db/create-db';
import { migrateToLatest } from '../db/migrate';
import { seedIfEmpty } from './seed';

async function main() {
  const db = createDb(loadConfig());
  await migrateToLatest(db.kysely);
  const seeded = await seedIfEmpty(db);
  await db.kysely.destroy();
  console.log(seeded ? 'seeded demo content' : 'database already has content');
}

void main();
