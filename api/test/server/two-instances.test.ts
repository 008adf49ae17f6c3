import { adminPaths } from '@festival/shared/api-schemas/admin';
import { Kysely, PostgresDialect } from 'kysely';
import { Pool } from 'pg';
import type { Db } from '../../src/db/create-db';
import type { Database } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { createTicketedEvent } from '../../bench/ticketed-event';
import { signedIn } from '../helpers/editor-session';
import { killApi, startApi, type ApiProcess } from '../helpers/api-process';

/**
 * Two api processes (src/server.ts) on one PostgreSQL schema, as docker-compose runs them:
 * what one writes, the other counts and serves. Changes travel by LISTEN/NOTIFY; with
 * TEST_REDIS_URL a second pair shares its rate limits and changes through Redis.
 */
const pgUrl = process.env.TEST_DATABASE_URL?.startsWith('postgres') ? process.env.TEST_DATABASE_URL : undefined;
const redisUrl = process.env.TEST_REDIS_URL;
if (!pgUrl) console.info('two-instances.test.ts skipped: it needs TEST_DATABASE_URL=postgres://… (two processes cannot share the SQLite file of a test).');
const onPostgres = pgUrl ? describe : describe.skip;
const withRedis = pgUrl && redisUrl ? describe : describe.skip;

const CSRF = 'two-instances-csrf-token-0123456789';
const SEATS = 100;
const REQUESTS = 500;
/** The promise of the issue: a change made on one instance is served by the other within a second. */
const PROPAGATION_MS = 1000;
const EVENT_DAY = '2031-03-01';

let admin: Pool;
let schema: string;
let db: Db;
let editor: { session: string };
const started: ApiProcess[] = [];

interface Answer {
  status: number;
  body: { detail?: string; response_code?: number; availability?: string; results?: Array<{ events: Array<{ id: number; name: string }> }>; seat_groups?: Array<{ free_seats: number }> };
}

async function send(origin: string, method: 'GET' | 'POST' | 'PATCH', path: string, payload?: unknown, session?: string): Promise<Answer> {
  const cookie = [`csrftoken=${CSRF}`, ...(session ? [`sessionid=${session}`] : [])].join('; ');
  const res = await fetch(`${origin}${path}`, {
    method,
    headers: { cookie, 'x-csrftoken': CSRF, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

/** Both processes, ready: listening, database reachable, schema current. */
async function startPair(env: NodeJS.ProcessEnv): Promise<[string, string]> {
  const url = new URL(pgUrl!);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const pair = [0, 1].map(() => startApi({
    DATABASE_URL: url.toString(), SEED: '0', LOG: '1',
    // One test address sends every request: the per-address cart limits are off, the seat locks wait as long as the race needs.
    SHOP_NEW_CARTS_PER_ADDRESS: '0', SHOP_CART_ACTIONS_PER_ADDRESS: '0', SHOP_LOCK_TIMEOUT_MS: '120000',
    ...env,
  }));
  started.push(...pair);
  const origins = await Promise.all(pair.map(async (api) => {
    const origin = await api.origin();
    expect((await send(origin, 'GET', '/readyz')).status).toBe(200);
    return origin;
  }));
  return [origins[0]!, origins[1]!];
}

function addToCart(origin: string, jet: number, quantity = 1): Promise<Answer> {
  return send(origin, 'POST', '/de/api/shop-cart/', { event_jet_id: jet, sale_type_ids: [1], quantities: [quantity] });
}

async function titleListed(origin: string, eventId: number): Promise<string | undefined> {
  const [year, month, day] = EVENT_DAY.split('-');
  const list = await send(origin, 'GET', `/de/api/events/?date=${day}-${month}-${year}&page_size=50`);
  expect(list.status).toBe(200);
  return list.body.results!.flatMap((group) => group.events).find((card) => card.id === eventId)?.name;
}

/** Asks `origin` until it lists the event under `title`; fails once PROPAGATION_MS passed since `since`. */
async function servedWithin(origin: string, eventId: number, title: string, since: number): Promise<void> {
  for (;;) {
    const seen = await titleListed(origin, eventId);
    if (seen === title) return;
    if (performance.now() - since > PROPAGATION_MS) throw new Error(`still "${seen}" ${PROPAGATION_MS} ms after the write answered`);
  }
}

/** Renames the event through `origin` and shows the other instance serves the new title within a second. */
async function renameAndWatch(writer: string, reader: string, eventId: number, title: string): Promise<void> {
  const current = await send(writer, 'GET', adminPaths.item('events', eventId), undefined, editor.session);
  expect(current.status).toBe(200);
  const revision = (current.body as { revision?: number }).revision;
  const renamed = await send(writer, 'PATCH', adminPaths.item('events', eventId), { title_de: title, revision }, editor.session);
  expect(renamed.status).toBe(200);
  await servedWithin(reader, eventId, title, performance.now());
}

/** What the shop and the programme need besides the tests' own events; the demo seed would take longer than the tests. */
async function siteWithOneRoom({ kysely }: Db): Promise<void> {
  await kysely.insertInto('settings').values({
    id: 1, is_site_online: 1, is_shop_online: 1, html_footer_logos: '', html_footer_top: '', html_footer_bottom: '', html_header: '',
  }).execute();
  await kysely.insertInto('venues').values({
    id: 1, slug: 'literaturhaus', name_de: 'Literaturhaus', name_en: 'Literature house', street: 'Fraenkelufer 38', postal_code: '10999',
    city: 'Berlin', lat: 52.49, lng: 13.41, description_de: '', description_en: '', image: null, is_online: 1,
  }).execute();
  await kysely.insertInto('rooms').values({ id: 1, venue_id: 1, name_de: 'Saal', name_en: 'Hall', capacity: 200, sort: 0 }).execute();
}

beforeAll(async () => {
  if (!pgUrl) return;
  schema = `two_${process.pid}_${Date.now()}`;
  admin = new Pool({ connectionString: pgUrl, max: 1 });
  await admin.query(`create schema ${schema}`);
  const pool = new Pool({ connectionString: pgUrl, max: 4, options: `-c search_path=${schema}` });
  db = { kysely: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
  await migrateToLatest(db.kysely);
  await siteWithOneRoom(db);
  editor = await signedIn(db, 'two-instances-editor', 'editor');
});

afterAll(async () => {
  await Promise.all(started.map((api) => killApi(api.child)));
  if (!pgUrl) return;
  await db.kysely.destroy();
  await admin.query(`drop schema ${schema} cascade`);
  await admin.end();
});

onPostgres('two api instances on one PostgreSQL, changes over LISTEN/NOTIFY', () => {
  let a: string;
  let b: string;
  beforeAll(async () => {
    [a, b] = await startPair({});
  });

  test('a hold made on one is counted by the other at once', async () => {
    const event = await createTicketedEvent(db, { capacities: [30], dateStart: `${EVENT_DAY}T17:00:00.000Z` });
    const freeSeats = async (origin: string) => (await send(origin, 'GET', `/de/api/events/${event.eventId}/`)).body.seat_groups?.[0]?.free_seats;
    expect(await freeSeats(b)).toBe(30);
    expect((await addToCart(a, event.jet, 20)).status).toBe(200);
    expect(await freeSeats(b)).toBe(10);
    expect((await addToCart(b, event.jet, 11)).body.response_code).toBe(-214);
    expect((await addToCart(b, event.jet, 10)).status).toBe(200);
    expect(await freeSeats(a)).toBe(0);
  });

  test(`${REQUESTS} add-to-cart calls split over both on ${SEATS} seats hold exactly ${SEATS}`, async () => {
    const event = await createTicketedEvent(db, { capacities: [SEATS], dateStart: `${EVENT_DAY}T18:00:00.000Z` });
    const answers = await Promise.all(Array.from({ length: REQUESTS }, (_, index) => addToCart(index % 2 ? b : a, event.jet)));
    const held = answers.filter((answer) => answer.status === 200);
    const soldOut = answers.filter((answer) => answer.status === 409 && answer.body.response_code === -214);
    expect(answers.filter((answer) => !held.includes(answer) && !soldOut.includes(answer))).toEqual([]);
    expect(held).toHaveLength(SEATS);
    const row = await db.kysely.selectFrom('cart_holds')
      .select((eb) => eb.fn.sum<number | string | null>('quantity').as('seats')).where('seat_group_id', '=', event.seatGroupIds[0]!).executeTakeFirst();
    expect(Number(row?.seats ?? 0)).toBe(SEATS);
  });

  test('a content change made on one is served by the other within a second', async () => {
    const event = await createTicketedEvent(db, { capacities: [10], dateStart: `${EVENT_DAY}T19:00:00.000Z` });
    // The reader's list is cached before the change: only the bus can tell it the title is old.
    expect(await titleListed(b, event.eventId)).toBe(`Testabend ${event.eventId}`);
    await renameAndWatch(a, b, event.eventId, 'Amsellesung');
    await renameAndWatch(b, a, event.eventId, 'Drossellesung');
  });
});

withRedis('two api instances sharing Redis', () => {
  let a: string;
  let b: string;
  beforeAll(async () => {
    [a, b] = await startPair({ REDIS_URL: redisUrl });
  });

  test('the sign-in limit counts attempts made on both', async () => {
    // An address of its own per run: the counters outlive the processes in Redis.
    const email = `guess-${schema}@example.org`;
    const attempt = (origin: string) => send(origin, 'POST', '/api/account/login/', { email, password: 'not-the-password' });
    for (const origin of [a, b, a, b, a]) expect((await attempt(origin)).status).toBe(401);
    expect((await attempt(b)).status).toBe(429);
  });

  test('a content change made on one is served by the other within a second', async () => {
    const event = await createTicketedEvent(db, { capacities: [10], dateStart: `${EVENT_DAY}T20:00:00.000Z` });
    expect(await titleListed(b, event.eventId)).toBe(`Testabend ${event.eventId}`);
    await renameAndWatch(a, b, event.eventId, 'Finkenlesung');
  });
});
