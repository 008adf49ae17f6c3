import { ErrorLogPage } from '@festival/shared/api-schemas/dashboard';
import { expectSchema } from '../../helpers/expect-schema';
import { useTestApp } from '../../helpers/test-app';
import { testNow } from '../../helpers/test-clock';

const t = useTestApp({ seed: false });
const STAFF = 's'.repeat(40);
const READER = 'r'.repeat(40);

async function userWithSession(username: string, sessionKey: string, dashboard: number) {
  const now = testNow();
  const { id } = await t.db.kysely.insertInto('users').values({
    email: `${username}@example.org`, username, password_hash: 'scrypt$16384$8$1$c2FsdA$aGFzaA',
    is_editor: dashboard, has_dashboard_online_access: dashboard, created_at: now.toISOString(),
  }).returning('id').executeTakeFirstOrThrow();
  await t.db.kysely.insertInto('sessions').values({
    session_key: sessionKey, user_id: id, created_at: now.toISOString(), expires_at: new Date(now.getTime() + 3_600_000).toISOString(),
  }).execute();
}

beforeAll(async () => {
  await userWithSession('staff', STAFF, 1);
  await userWithSession('reader', READER, 0);
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 10, minute)).toISOString();
  await t.db.kysely.insertInto('error_log').values([
    { url: '/de/alt', created_at: at(1) },
    { url: '/de/alt', created_at: at(5) },
    { url: '/en/old', created_at: at(3) },
    { url: '/de/alt', created_at: at(2) },
  ]).execute();
  const many = Array.from({ length: 21 }, (_, index) => ({ url: `/de/weg-${String(index).padStart(2, '0')}`, created_at: at(0) }));
  await t.db.kysely.insertInto('error_log').values(many).execute();
});

const get = (url: string, sessionid?: string) => t.app.inject({ url, cookies: sessionid ? { sessionid } : {} });

test('anonymous visitors and accounts without dashboard access get 403 JSON', async () => {
  for (const session of [undefined, READER, 'unknown']) {
    const res = await get('/de/api/dashboard-error-log/', session);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: expect.any(String) });
  }
});

test('staff see one row per url with its count and last report, latest first', async () => {
  const res = await get('/de/api/dashboard-error-log/', STAFF);
  expect(res.statusCode).toBe(200);
  expectSchema(ErrorLogPage, res.json());
  const body = res.json() as ErrorLogPage;
  expect(body.count).toBe(23);
  expect(body.results.slice(0, 2)).toEqual([
    { url: '/de/alt', count: 3, last_seen: '2026-11-20T10:05:00.000Z' },
    { url: '/en/old', count: 1, last_seen: '2026-11-20T10:03:00.000Z' },
  ]);
  expect(body.results).toHaveLength(20);
  expect(body.next).toBe('/de/api/dashboard-error-log/?page=2');
  expect(body.previous).toBeNull();
});

test('the second page holds the rest', async () => {
  const body = (await get('/en/api/dashboard-error-log/?page=2', STAFF)).json() as ErrorLogPage;
  expect(body.results.map((row) => row.url)).toEqual(['/de/weg-18', '/de/weg-19', '/de/weg-20']);
  expect(body.next).toBeNull();
  expect(body.previous).toBe('/en/api/dashboard-error-log/?page=1');
});

test('a bad page number is a 400 with a detail, not a 500', async () => {
  for (const query of ['page=0', 'page=abc', 'page_size=1000']) {
    const res = await get(`/de/api/dashboard-error-log/?${query}`, STAFF);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: expect.any(String) });
  }
});
