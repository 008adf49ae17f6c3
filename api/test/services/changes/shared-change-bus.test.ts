import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { Kysely, PostgresDialect } from 'kysely';
import { Pool } from 'pg';
import type { ChangeEvents, ChangeTopic } from '../../../src/services/changes/change-bus';
import type { Database } from '../../../src/db/database';
import { PostgresChangeTransport } from '../../../src/services/changes/postgres-change-transport';
import { RedisChangeTransport } from '../../../src/services/changes/redis-change-transport';
import { SharedChangeBus } from '../../../src/services/changes/shared-change-bus';

/**
 * The bus between instances on each transport: two buses on one channel stand for two api
 * processes. PostgreSQL runs with TEST_DATABASE_URL=postgres://…, Redis with TEST_REDIS_URL.
 */
const pgUrl = process.env.TEST_DATABASE_URL?.startsWith('postgres') ? process.env.TEST_DATABASE_URL : undefined;
const redisUrl = process.env.TEST_REDIS_URL;
if (!pgUrl) console.info('shared-change-bus.test.ts: the PostgreSQL bus needs TEST_DATABASE_URL=postgres://…, skipped.');
if (!redisUrl) console.info('shared-change-bus.test.ts: the Redis bus needs TEST_REDIS_URL=redis://…, skipped.');

const log = { error: () => undefined };

interface Instance {
  bus: SharedChangeBus;
  /** Cuts this instance's listening connection as a network failure would. */
  cut: () => Promise<void>;
}

interface Transports {
  limitBytes: number;
  instance: (channel: string) => Instance;
  end: () => Promise<void>;
}

/** Resolves with the next change of the topic this bus hears. */
function next<T extends ChangeTopic>(bus: SharedChangeBus, topic: T): Promise<ChangeEvents[T]> {
  return new Promise((resolve) => {
    const end = bus.subscribe(topic, (change) => {
      end();
      resolve(change);
    });
  });
}

function postgres(): Transports {
  const pool = new Pool({ connectionString: pgUrl, max: 2 });
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    limitBytes: 7999,
    instance: (channel) => {
      const transport = new PostgresChangeTransport({ connectionString: pgUrl }, kysely, log, channel);
      const cut = async () => {
        const { rowCount } = await pool.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [transport.connectionName]);
        expect(rowCount).toBe(1);
      };
      return { bus: new SharedChangeBus(transport, log), cut };
    },
    end: () => kysely.destroy(),
  };
}

function redis(): Transports {
  const clients: Redis[] = [];
  return {
    limitBytes: Number.POSITIVE_INFINITY,
    instance: (channel) => {
      const client = new Redis(redisUrl!);
      clients.push(client);
      const transport = new RedisChangeTransport(client, log, channel);
      const cut = async () => {
        const list = await client.client('LIST') as string;
        const line = list.split('\n').find((entry) => entry.includes(` name=${transport.connectionName} `));
        const id = /(?:^|\s)id=(\d+)/.exec(line ?? '')?.[1];
        expect(id).toBeDefined();
        await client.client('KILL', 'ID', id!);
      };
      return { bus: new SharedChangeBus(transport, log), cut };
    },
    end: async () => { await Promise.all(clients.map((client) => client.quit())); },
  };
}

const kinds: Array<[string, (() => Transports) | null]> = [['PostgreSQL LISTEN/NOTIFY', pgUrl ? postgres : null], ['Redis pub/sub', redisUrl ? redis : null]];

describe.each(kinds)('the change bus over %s', (_name, make) => {
  const run = make ? test : test.skip;
  let transports: Transports;
  let a: Instance;
  let b: Instance;

  beforeEach(async () => {
    transports = make!();
    const channel = `changes_test_${randomUUID().replaceAll('-', '')}`;
    a = transports.instance(channel);
    b = transports.instance(channel);
    await Promise.all([a.bus.start(), b.bus.start()]);
  });

  afterEach(async () => {
    await Promise.all([a.bus.close(), b.bus.close()]);
    await transports.end();
  });

  run('a change reaches this instance before publish resolves, the other one after, and never comes back', async () => {
    const heardHere: number[][] = [];
    a.bus.subscribe('content', (change) => { heardHere.push(change.ids); });
    const there = next(b.bus, 'content');
    await a.bus.publish('content', { entity: 'page', ids: [7] });
    expect(heardHere).toEqual([[7]]);
    expect(await there).toEqual({ entity: 'page', ids: [7] });
    // The channel keeps order: once a hears b's change, an echo of its own would have come first.
    const back = next(a.bus, 'availability');
    await b.bus.publish('availability', { eventIds: [3] });
    expect(await back).toEqual({ eventIds: [3] });
    expect(heardHere).toEqual([[7]]);
  });

  run('a change too long for the channel arrives as "many, not named"', async () => {
    const ids = Array.from({ length: 3000 }, (_, index) => 100000 + index);
    const there = next(b.bus, 'programme');
    await a.bus.publish('programme', { entity: 'events', ids });
    const fits = JSON.stringify(ids).length < transports.limitBytes;
    expect(await there).toEqual({ entity: 'events', ids: fits ? ids : [] });
  });

  run('search changes stay on the instance that reindexes', async () => {
    const searched: unknown[] = [];
    b.bus.subscribe('search', (change) => { searched.push(change); });
    const there = next(b.bus, 'settings');
    await a.bus.publish('search', { documents: [{ kind: 'page', id: 1 }] });
    await a.bus.publish('settings', {});
    await there;
    expect(searched).toEqual([]);
  });

  run('after its connection was cut an instance listens again, and forgets everything it may have missed', async () => {
    const resynced = next(a.bus, 'programme');
    const missedSeats = next(a.bus, 'availability');
    await a.cut();
    expect(await resynced).toEqual({ entity: '*', ids: [] });
    expect(await missedSeats).toEqual({ eventIds: [] });
    const there = next(a.bus, 'content');
    await b.bus.publish('content', { entity: 'menu', ids: [2] });
    expect(await there).toEqual({ entity: 'menu', ids: [2] });
  });
});
