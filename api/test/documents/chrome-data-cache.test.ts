import { ChromeDataCache } from '../../src/documents/chrome/chrome-data-cache';
import { useTestApp } from '../helpers/test-app';

// Noon in Berlin on a winter day: midnight is twelve hours away.
const NOON = new Date('2026-12-02T11:00:00.000Z');
const t = useTestApp({ now: NOON });

const minutes = (count: number) => new Date(NOON.getTime() + count * 60_000);
let nextId = 9000;
const alert = (title: string, from: Date | null = null) => ({
  id: ++nextId,
  title_de: title, title_en: title, text_de: '', text_en: '', link_de: '', link_en: '', link_title_de: '', link_title_en: '',
  online_from: from?.toISOString() ?? null, online_to: null, sort: -100,
});
/** Adds an alert behind the app's back: no write path, so no change is announced. */
const addQuietly = (title: string, from?: Date) => t.db.kysely.insertInto('breaking_news').values(alert(title, from)).execute();
const titles = (data: { breakingNews: { title: string }[] }) => data.breakingNews.map((item) => item.title);

let cache: ChromeDataCache;
let calls: jest.SpyInstance;
beforeEach(() => {
  t.setNow(NOON);
  cache = new ChromeDataCache(t.app);
  calls = jest.spyOn(t.app, 'inject');
});
afterEach(async () => {
  calls.mockRestore();
  await t.db.kysely.deleteFrom('breaking_news').where('sort', '=', -100).execute();
});

test('the chrome data is loaded once per language and kept, with the time of each document', async () => {
  const first = await cache.get('de');
  const loads = calls.mock.calls.length;
  expect(loads).toBeGreaterThan(0);
  t.setNow(minutes(0.5));
  const second = await cache.get('de');
  expect(calls.mock.calls.length).toBe(loads);
  expect(second).toEqual({ ...first, renderedAt: minutes(0.5).toISOString() });
  await cache.get('en');
  expect(calls.mock.calls.length).toBe(loads * 2);
});

test('a content change on the change bus is in the next answer', async () => {
  await cache.get('de');
  await addQuietly('Einlass verschoben');
  expect(titles(await cache.get('de'))).not.toContain('Einlass verschoben');
  await t.app.changes.publish('content', { entity: 'breaking_news', ids: [] });
  expect(titles(await cache.get('de'))).toContain('Einlass verschoben');
});

test('an alert whose online window opens is in the first answer after that instant, without a write', async () => {
  await addQuietly('In einer halben Minute', minutes(0.5));
  expect(titles(await cache.get('de'))).not.toContain('In einer halben Minute');
  const loads = calls.mock.calls.length;
  t.setNow(minutes(0.49));
  expect(titles(await cache.get('de'))).not.toContain('In einer halben Minute');
  expect(calls.mock.calls.length).toBe(loads);
  t.setNow(minutes(0.5));
  expect(titles(await cache.get('de'))).toContain('In einer halben Minute');
});

test('the next day in Berlin loads again (today\'s opening hours)', async () => {
  t.setNow(new Date('2026-12-02T22:59:30.000Z'));
  await cache.get('de');
  const loads = calls.mock.calls.length;
  t.setNow(new Date('2026-12-02T22:59:59.000Z'));
  await cache.get('de');
  expect(calls.mock.calls.length).toBe(loads);
  t.setNow(new Date('2026-12-02T23:00:00.000Z'));
  await cache.get('de');
  expect(calls.mock.calls.length).toBe(loads * 2);
});

test('an answer is read again after a minute at most', async () => {
  await cache.get('de');
  const loads = calls.mock.calls.length;
  t.setNow(minutes(1));
  await cache.get('de');
  expect(calls.mock.calls.length).toBe(loads * 2);
});
