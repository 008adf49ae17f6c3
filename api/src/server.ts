import { buildApp } from './app';
import { loadConfig } from './config';
import { createDb } from './db/create-db';
import { migrateToLatest } from './db/migrate';
import { seedIfEmpty } from './seed/seed';

async function main() {
  const config = loadConfig();
  const db = createDb(config);
  await migrateToLatest(db.kysely);
  if (config.seedOnStart && (await seedIfEmpty(db))) console.log('seeded demo content');
  const app = await buildApp({ config, db, logger: process.env.LOG !== '0' });
  const close = async () => {
    await app.close();
    await db.kysely.destroy();
    process.exit(0);
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
