import type { FastifyInstance } from 'fastify';
import { PresenceList } from '@festival/shared/api-schemas/pageeditor-presence';
import { call, signedIn, type Account } from '../../helpers/editor-session';
import { expectSchema } from '../../helpers/expect-schema';
import { createSecondInstance, useTestApp } from '../../helpers/test-app';

const START = new Date('2026-07-01T10:00:00.000Z');
let now = START;
const t = useTestApp({ now: START });
let second: FastifyInstance;
let rita: Account;
let eda: Account;
let visitor: Account;
let pageId: number;
const url = (id: number | string = pageId) => `/de/pageeditor-api/presence/${id}/`;
const at = (seconds: number) => {
  now = new Date(START.getTime() + seconds * 1000);
  t.setNow(now);
};

beforeAll(async () => {
  second = await createSecondInstance(t.db, () => now);
  rita = await signedIn(t.db, 'rita-presence', 'editor', { first: 'Rita', last: 'Redlich' });
  eda = await signedIn(t.db, 'eda-presence', 'editor', { first: 'Eda', last: 'Tor' });
  visitor = await signedIn(t.db, 'vera-presence', 'visitor');
  const page = await call(t.app, 'GET', '/de/pageeditor-api/page/festival/ueber-uns', { session: rita.session });
  pageId = page.json().id;
});
afterAll(async () => {
  await second.close();
});
beforeEach(async () => {
  await t.db.kysely.deleteFrom('page_presence').execute();
  at(0);
});

test('an editor heard by one instance is listed by the other, with name and since; never oneself', async () => {
  let res = await call(t.app, 'POST', url(), { session: rita.session });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ editors: [] });
  at(5);
  res = await call(second, 'POST', url(), { session: eda.session });
  expect(res.statusCode).toBe(200);
  expectSchema(PresenceList, res.json());
  expect(res.json().editors).toEqual([{ user_id: rita.id, name: 'Rita Redlich', since: START.toISOString() }]);
  res = await call(t.app, 'GET', url(), { session: rita.session });
  expect(res.json().editors).toEqual([{ user_id: eda.id, name: 'Eda Tor', since: new Date(START.getTime() + 5000).toISOString() }]);
});

test('a heartbeat keeps "since"; without one for 45 s of the api clock the editor is gone, and a new visit starts anew', async () => {
  await call(t.app, 'POST', url(), { session: rita.session });
  at(30);
  await call(t.app, 'POST', url(), { session: rita.session });
  at(74);
  let res = await call(second, 'GET', url(), { session: eda.session });
  expect(res.json().editors).toEqual([expect.objectContaining({ user_id: rita.id, since: START.toISOString() })]);
  at(76);
  res = await call(second, 'GET', url(), { session: eda.session });
  expect(res.json().editors).toEqual([]);
  await call(t.app, 'POST', url(), { session: rita.session });
  res = await call(second, 'GET', url(), { session: eda.session });
  expect(res.json().editors).toEqual([expect.objectContaining({ user_id: rita.id, since: new Date(START.getTime() + 76_000).toISOString() })]);
});

test('leaving removes the editor at once, on every instance', async () => {
  await call(t.app, 'POST', url(), { session: rita.session });
  const res = await call(second, 'DELETE', url(), { session: rita.session });
  expect(res.statusCode).toBe(204);
  expect((await call(t.app, 'GET', url(), { session: eda.session })).json().editors).toEqual([]);
});

test('presence needs an editor and the CSRF header; an unknown page is 404, a bad id 400', async () => {
  expect((await call(t.app, 'POST', url(), {})).statusCode).toBe(401);
  expect((await call(t.app, 'POST', url(), { session: visitor.session })).statusCode).toBe(403);
  expect((await call(t.app, 'GET', url(), { session: visitor.session })).statusCode).toBe(403);
  expect((await call(t.app, 'POST', url(), { session: rita.session, csrf: false })).statusCode).toBe(403);
  expect((await call(t.app, 'DELETE', url(), { session: rita.session, csrf: false })).statusCode).toBe(403);
  const missing = await call(t.app, 'POST', url(999_999), { session: rita.session });
  expect(missing.statusCode).toBe(404);
  expect(missing.json()).toEqual({ detail: expect.any(String) });
  const bad = await call(t.app, 'GET', url('abc'), { session: rita.session });
  expect(bad.statusCode).toBe(400);
  expect(bad.json()).toMatchObject({ detail: expect.any(String) });
  expect(await t.db.kysely.selectFrom('page_presence').selectAll().execute()).toEqual([]);
});
