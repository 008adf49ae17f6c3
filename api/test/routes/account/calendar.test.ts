import ICAL from 'ical.js';
import { call, signedIn } from '../../helpers/editor-session';
import { useTestApp } from '../../helpers/test-app';

/** Favourites kept with the account, and the private calendar feed of them (Mein Festival). */

const t = useTestApp({ configOverrides: { publicOrigin: 'https://festival.example' } });

async function onlineEvents(count: number) {
  return t.db.kysely.selectFrom('events').select(['id', 'title_de', 'title_en', 'slug']).where('is_online', '=', 1).orderBy('date_start').orderBy('id').limit(count).execute();
}

/** The feed read back by a real iCalendar parser (RFC 5545). */
async function feedAt(url: string) {
  const res = await t.app.inject({ url: new URL(url).pathname });
  if (res.statusCode !== 200) return { status: res.statusCode, events: [], res };
  expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
  expect(res.headers['cache-control']).toBe('private, no-store');
  const calendar = new ICAL.Component(ICAL.parse(res.body));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => ({
    uid: vevent.getFirstPropertyValue('uid'),
    summary: vevent.getFirstPropertyValue('summary'),
    tzid: vevent.getFirstProperty('dtstart')?.getParameter('tzid'),
    url: vevent.getFirstPropertyValue('url'),
  }));
  return { status: 200, events, res, name: calendar.getFirstPropertyValue('x-wr-calname') };
}

test('only a signed-in visitor keeps favourites and makes a feed', async () => {
  for (const [method, url] of [['GET', '/api/account/favorites/'], ['PUT', '/api/account/favorites/'], ['POST', '/api/account/calendar/'], ['DELETE', '/api/account/calendar/']] as const) {
    const res = await call(t.app, method, url, method === 'PUT' ? { payload: { event_ids: [1] } } : {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toHaveProperty('detail');
  }
});

test('the feed lists the favourites as valid iCalendar, follows a new favourite, and stops when revoked', async () => {
  const visitor = await signedIn(t.db, 'feed-reader', 'visitor');
  const [first, second] = await onlineEvents(2);
  if (!first || !second) throw new Error('the seed has no two online events');

  expect((await call(t.app, 'PUT', '/api/account/favorites/', { session: visitor.session, payload: { event_ids: [first.id, 99_999_999] } })).json())
    .toEqual({ event_ids: [first.id] });
  const created = await call(t.app, 'POST', '/de/api/account/calendar/', { session: visitor.session });
  expect(created.statusCode).toBe(201);
  const { url } = created.json<{ url: string }>();
  expect(url).toMatch(/^https:\/\/festival\.example\/api\/account\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);

  const one = await feedAt(url);
  expect(one.name).toBe('Mein Festival');
  expect(one.events).toEqual([{
    uid: `event-${first.id}@festival.example`, summary: first.title_de, tzid: 'Europe/Berlin', url: `https://festival.example/de/programm/${first.slug}/${first.id}`,
  }]);

  await call(t.app, 'PUT', '/api/account/favorites/', { session: visitor.session, payload: { event_ids: [first.id, second.id] } });
  expect((await feedAt(url)).events.map((event) => event.uid)).toEqual([`event-${first.id}@festival.example`, `event-${second.id}@festival.example`]);
  expect((await call(t.app, 'GET', '/api/account/calendar/', { session: visitor.session })).json()).toMatchObject({ active: true });

  expect((await call(t.app, 'DELETE', '/api/account/calendar/', { session: visitor.session })).statusCode).toBe(204);
  const revoked = await feedAt(url);
  expect(revoked.status).toBe(404);
  expect(revoked.res.json()).toHaveProperty('detail');
  expect((await call(t.app, 'GET', '/api/account/calendar/', { session: visitor.session })).json()).toEqual({ active: false, created_at: null });
});

test('a new feed URL replaces the old one; each account\'s feed lists its own favourites in the language it was made in', async () => {
  const ada = await signedIn(t.db, 'feed-ada', 'visitor');
  const bob = await signedIn(t.db, 'feed-bob', 'visitor');
  const [first, second] = await onlineEvents(2);
  if (!first || !second) throw new Error('the seed has no two online events');
  await call(t.app, 'PUT', '/api/account/favorites/', { session: ada.session, payload: { event_ids: [first.id] } });
  await call(t.app, 'PUT', '/api/account/favorites/', { session: bob.session, payload: { event_ids: [second.id] } });

  const old = (await call(t.app, 'POST', '/en/api/account/calendar/', { session: ada.session })).json<{ url: string }>().url;
  const current = (await call(t.app, 'POST', '/en/api/account/calendar/', { session: ada.session })).json<{ url: string }>().url;
  const bobs = (await call(t.app, 'POST', '/de/api/account/calendar/', { session: bob.session })).json<{ url: string }>().url;
  expect((await feedAt(old)).status).toBe(404);
  const adaFeed = await feedAt(current);
  expect(adaFeed.name).toBe('My Festival');
  expect(adaFeed.events).toEqual([expect.objectContaining({ summary: first.title_en, url: `https://festival.example/en/programme/${first.slug}/${first.id}` })]);
  expect((await feedAt(bobs)).events.map((event) => event.uid)).toEqual([`event-${second.id}@festival.example`]);
});

test('a token that names no feed, or a file that is not .ics, answers 404 JSON; too many favourites 400', async () => {
  for (const path of ['/api/account/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics', '/api/account/calendar/short.ics', '/api/account/calendar/feed.txt']) {
    const res = await t.app.inject({ url: path });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toHaveProperty('detail');
  }
  const visitor = await signedIn(t.db, 'feed-greedy', 'visitor');
  const res = await call(t.app, 'PUT', '/api/account/favorites/', { session: visitor.session, payload: { event_ids: Array.from({ length: 201 }, (_, index) => index + 1) } });
  expect(res.statusCode).toBe(400);
});
