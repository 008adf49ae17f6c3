import Fastify from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDb } from '../src/db/create-db';
import { migrateToLatest } from '../src/db/migrate';
import { seedIfEmpty } from '../src/seed/seed';
import { growEvents } from './grow-events';

/**
 * The servers of the events benchmark in a process of their own: the api on a seeded SQLite
 * file (BENCH_SQLITE_FILE) and a Fastify hello-world. The parent asks for this process's CPU
 * time around each run, so the cost per request is measured apart from the load generator and
 * from whatever else the machine is busy with; it can also grow the events table.
 */
type Command = { id: number; cmd: 'cpu' } | { id: number; cmd: 'grow'; target: number };

async function main(): Promise<void> {
  const file = process.env.BENCH_SQLITE_FILE;
  if (!file) throw new Error('BENCH_SQLITE_FILE is required');
  const config = { ...loadConfig({}), databaseUrl: null, sqliteFile: file, seedOnStart: true };
  const db = createDb(config);
  await migrateToLatest(db.kysely);
  await seedIfEmpty(db);
  const app = await buildApp({ config, db });
  const hello = Fastify();
  hello.get('/', async () => ({ hello: 'world' }));
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const helloUrl = await hello.listen({ port: 0, host: '127.0.0.1' });
  process.on('message', (message: Command) => {
    const answer = message.cmd === 'cpu'
      ? Promise.resolve(process.cpuUsage())
      // Rows written behind the api's back: tell cached lists, as a programme write would.
      : growEvents(db, message.target).then(() => app.changes.publish('programme', { entity: 'event', ids: [] })).then(() => null);
    void answer.then((value) => process.send?.({ id: message.id, value }));
  });
  process.on('disconnect', () => {
    void Promise.all([app.close(), hello.close()]).then(() => db.kysely.destroy()).finally(() => process.exit(0));
  });
  process.send?.({ id: 0, value: { appUrl, helloUrl } });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
