import { once } from 'node:events';
import net from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDb } from '../src/db/create-db';
import { migrateToLatest } from '../src/db/migrate';
import { seedIfEmpty } from '../src/seed/seed';
import { growEvents } from './grow-events';
import type { ServerCommand } from './bench-server-process';
import { createTicketedEvent } from './ticketed-event';

/**
 * The servers of the bench in a process of their own: the api as `npm start` runs it (migrated
 * and seeded on the SQLite file of its environment) and a Fastify hello-world. The parent asks
 * this process for its CPU time around each run, so the cost per request is measured apart from
 * the load generator and from whatever else the machine is busy with; it also reads the
 * process's memory, counts and grows the events table and adds a ticketed event for add-to-cart.
 */
async function answer(command: ServerCommand, db: ReturnType<typeof createDb>, app: FastifyInstance): Promise<unknown> {
  switch (command.cmd) {
    case 'cpu': return process.cpuUsage();
    case 'memory': return process.memoryUsage();
    // Rows written behind the api's back: tell cached lists, as a programme write would.
    case 'grow': return growEvents(db, command.target).then(() => app.changes.publish('programme', { entity: 'event', ids: [] })).then(() => null);
    case 'ticketed-event': return createTicketedEvent(db, { capacities: [1_000_000_000] });
    case 'event-count': return db.kysely.selectFrom('events').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow()
      .then((row) => Number(row.count));
  }
}

/** A port free now, so that the api can be told its own public origin before it listens. */
async function freePort(): Promise<number> {
  const probe = net.createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function main(): Promise<void> {
  const port = await freePort();
  // Documents, /remotes.json and preloads name the public origin: the bench's browser must reach it.
  const config = loadConfig({ ...process.env, PUBLIC_ORIGIN: `http://127.0.0.1:${port}` });
  const db = createDb(config);
  await migrateToLatest(db.kysely);
  await seedIfEmpty(db);
  const app = await buildApp({ config, db });
  const hello = Fastify();
  hello.get('/', async () => ({ hello: 'world' }));
  const appUrl = await app.listen({ port, host: '127.0.0.1' });
  const helloUrl = await hello.listen({ port: 0, host: '127.0.0.1' });
  process.on('message', (command: ServerCommand) => {
    void answer(command, db, app).then(
      (value) => process.send?.({ id: command.id, value }),
      (error: unknown) => process.send?.({ id: command.id, error: String(error) }),
    );
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
