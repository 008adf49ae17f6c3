import { useTestApp } from '../../helpers/test-app';
import { testNow } from '../../helpers/test-clock';

/**
 * Every programme filter combines with every other: for all single filters, all pairs, some
 * triples and all at once, each with and without a date, the events list, the calendar and the
 * productions list answer exactly what a plain filter over the raw rows gives. The reference
 * never uses the api's query code or its Berlin-time helpers. Runs on the dialect the suite runs on.
 */

const now = testNow();
const t = useTestApp({ now });

const berlinDateFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' });
/** "YYYY-MM-DD" of an instant in Berlin. */
const berlinDate = (iso: string | Date) => berlinDateFormat.format(typeof iso === 'string' ? new Date(iso) : iso);
/** DD-MM-YYYY, the programme URL's spelling of a day. */
const urlDate = (day: string) => day.split('-').reverse().join('-');

const EVENT_KEYS = ['room', 'type', 'tag', 'series', 'genre'] as const;
type EventKey = (typeof EVENT_KEYS)[number];
type EventFilter = Partial<Record<EventKey, number>>;

interface EventRow {
  id: number; date_start: string; is_online: number;
  room_id: number; exhibition_type_id: number | null; genre_id: number | null; series_id: number | null;
  production_id: number | null; tags: Set<number>;
}

interface Card { id: number }
interface EventPage { count: number; next: string | null; results: { date: string; events: Card[] }[] }

let rows: EventRow[] = [];

beforeAll(async () => {
  const events = await t.db.kysely.selectFrom('events')
    .select(['id', 'date_start', 'is_online', 'room_id', 'exhibition_type_id', 'genre_id', 'series_id', 'production_id']).execute();
  const links = await t.db.kysely.selectFrom('event_event_tags').select(['event_id', 'event_tag_id']).execute();
  rows = events.map((e) => ({ ...e, tags: new Set(links.filter((l) => l.event_id === e.id).map((l) => l.event_tag_id)) }));
});

function matches(row: EventRow, filter: EventFilter): boolean {
  return row.is_online === 1
    && (filter.room === undefined || row.room_id === filter.room)
    && (filter.type === undefined || row.exhibition_type_id === filter.type)
    && (filter.genre === undefined || row.genre_id === filter.genre)
    && (filter.series === undefined || row.series_id === filter.series)
    && (filter.tag === undefined || row.tags.has(filter.tag));
}

const byProgrammeOrder = (a: EventRow, b: EventRow) => Date.parse(a.date_start) - Date.parse(b.date_start) || a.id - b.id;

/** Upcoming online events in programme order: from now, or from the start of the Berlin day `day`. */
function expectedEvents(filter: EventFilter, day: string | null): number[] {
  return rows
    .filter((row) => matches(row, filter) && (day ? berlinDate(row.date_start) >= day : Date.parse(row.date_start) >= now.getTime()))
    .sort(byProgrammeOrder).map((row) => row.id);
}

/** Days with a matching event: from today on, or the calendar month of `day`. */
function expectedDates(filter: EventFilter, day: string | null): string[] {
  const today = berlinDate(now);
  const inRange = (date: string) => (day ? date.slice(0, 7) === day.slice(0, 7) : date >= today);
  const dates = rows.filter((row) => matches(row, filter)).map((row) => berlinDate(row.date_start)).filter(inRange);
  return [...new Set(dates)].sort();
}

/**
 * The value each filter is tested with: the option most upcoming events carry, so single
 * filters are never empty and pairs and triples still leave something to compare.
 */
function commonValue(key: EventKey): number {
  const counts = new Map<number, number>();
  for (const row of rows.filter((r) => r.is_online === 1 && Date.parse(r.date_start) >= now.getTime())) {
    const values = key === 'tag' ? [...row.tags]
      : [{ room: row.room_id, type: row.exhibition_type_id, genre: row.genre_id, series: row.series_id }[key]];
    for (const value of values) if (value !== null) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]![0];
}

function combinations<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  return items.flatMap((item, index) => combinations(items.slice(index + 1), size - 1).map((rest) => [item, ...rest]));
}

const KEY_SETS: EventKey[][] = [
  ...combinations(EVENT_KEYS, 1),
  ...combinations(EVENT_KEYS, 2),
  ['room', 'type', 'genre'], ['type', 'tag', 'genre'], ['tag', 'series', 'room'], ['series', 'genre', 'type'],
  [...EVENT_KEYS],
];
/** Without a date, a day ten days ahead and a day in the past. */
const DAYS = [null, 'ahead', 'past'] as const;

function dayOf(which: (typeof DAYS)[number]): string | null {
  if (which === null) return null;
  return berlinDate(new Date(now.getTime() + (which === 'ahead' ? 10 : -20) * 86400000));
}

function queryOf(filter: Record<string, number | undefined>, day: string | null): string {
  const params = Object.entries(filter).flatMap(([key, value]) => (value === undefined ? [] : [`${key}=${value}`]));
  if (day) params.push(`date=${urlDate(day)}`);
  return params.join('&');
}

async function getJson<T>(url: string): Promise<T> {
  const res = await t.app.inject({ url });
  expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
  return res.json() as T;
}

/** Every event of a filtered list in programme order, page by page (each day lists its latest event first). */
async function listedEvents(query: string): Promise<{ count: number; ids: number[] }> {
  let page = await getJson<EventPage>(`/de/api/events/?${query}&page_size=50`);
  const { count } = page;
  const ids: number[] = [];
  for (;;) {
    ids.push(...page.results.flatMap((day) => [...day.events].reverse().map((event) => event.id)));
    if (!page.next) break;
    page = await getJson<EventPage>(page.next);
  }
  return { count, ids };
}

const eventCases = KEY_SETS.flatMap((keys) => DAYS.map((day) => [keys.join('+'), day ?? 'no date', keys, day] as const));

describe('events list', () => {
  test('the sample holds real intersections: most pairs of filters still match events', () => {
    const pairs = combinations(EVENT_KEYS, 2).map((keys) => Object.fromEntries(keys.map((key) => [key, commonValue(key)])) as EventFilter);
    const nonEmpty = pairs.filter((filter) => expectedEvents(filter, null).length > 0);
    expect(nonEmpty.length).toBeGreaterThanOrEqual(pairs.length - 2);
  });

  test.each(eventCases)('%s, %s', async (_name, _dayName, keys, which) => {
    const filter: EventFilter = Object.fromEntries(keys.map((key) => [key, commonValue(key)]));
    const day = dayOf(which);
    const expected = expectedEvents(filter, day);
    if (keys.length === 1) expect(expected.length).toBeGreaterThan(0);
    const listed = await listedEvents(queryOf(filter, day));
    expect(listed.count).toBe(expected.length);
    expect(listed.ids).toEqual(expected);
  });
});

describe('calendar', () => {
  test.each(eventCases)('%s, %s', async (_name, _dayName, keys, which) => {
    const filter: EventFilter = Object.fromEntries(keys.map((key) => [key, commonValue(key)]));
    const day = dayOf(which);
    const expected = expectedDates(filter, day);
    if (keys.length === 1 && which === null) expect(expected.length).toBeGreaterThan(0);
    const { availableDates } = await getJson<{ availableDates: string[] }>(`/en/api/calendar/?${queryOf(filter, day)}`);
    expect(availableDates).toEqual(expected);
  });

  test('a filter value no event carries leaves no date and no event', async () => {
    const unused = Math.max(...rows.map((row) => row.room_id)) + 1000;
    expect((await getJson<{ availableDates: string[] }>(`/api/calendar/?room=${unused}`)).availableDates).toEqual([]);
    expect((await listedEvents(`room=${unused}`)).count).toBe(0);
  });
});

const PRODUCTION_KEYS = ['season', 'exhibition_type', 'tag'] as const;
type ProductionKey = (typeof PRODUCTION_KEYS)[number];
type ProductionFilter = Partial<Record<ProductionKey, number>>;

interface ProductionRow { id: number; is_online: number; season_id: number | null; exhibition_type_id: number | null; tags: Set<number> }

describe('productions list', () => {
  let productions: ProductionRow[] = [];

  beforeAll(async () => {
    const found = await t.db.kysely.selectFrom('productions').select(['id', 'is_online', 'season_id', 'exhibition_type_id']).execute();
    const links = await t.db.kysely.selectFrom('production_production_tags').select(['production_id', 'production_tag_id']).execute();
    productions = found.map((p) => ({ ...p, tags: new Set(links.filter((l) => l.production_id === p.id).map((l) => l.production_tag_id)) }));
  });

  /** First online event of a production from an instant on (ISO), or null. */
  function nextStart(productionId: number, from: number): string | null {
    const starts = rows
      .filter((row) => row.is_online === 1 && row.production_id === productionId && Date.parse(row.date_start) >= from)
      .map((row) => row.date_start);
    return starts.sort((a, b) => Date.parse(a) - Date.parse(b))[0] ?? null;
  }

  /** Soonest next performance first (from the day, or from now), productions without one last, then by id. */
  function expectedProductions(filter: ProductionFilter, day: string | null): number[] {
    const from = day ? startOfBerlinDay(day) : now.getTime();
    return productions
      .filter((p) => p.is_online === 1
        && (filter.season === undefined || p.season_id === filter.season)
        && (filter.exhibition_type === undefined || p.exhibition_type_id === filter.exhibition_type)
        && (filter.tag === undefined || p.tags.has(filter.tag)))
      .map((p) => ({ id: p.id, next: nextStart(p.id, from) }))
      .filter((p) => day === null || p.next !== null)
      .sort((a, b) => (a.next === null ? 1 : 0) - (b.next === null ? 1 : 0)
        || (a.next && b.next ? Date.parse(a.next) - Date.parse(b.next) : 0) || a.id - b.id)
      .map((p) => p.id);
  }

  /** The first instant whose Berlin date is `day` (searched by the minute around UTC midnight). */
  function startOfBerlinDay(day: string): number {
    let instant = Date.parse(`${day}T00:00:00Z`) - 3 * 3600000;
    while (berlinDate(new Date(instant)) < day) instant += 60000;
    return instant;
  }

  function commonProductionValue(key: ProductionKey): number {
    const counts = new Map<number, number>();
    for (const p of productions.filter((row) => row.is_online === 1)) {
      const values = key === 'tag' ? [...p.tags] : [key === 'season' ? p.season_id : p.exhibition_type_id];
      for (const value of values) if (value !== null) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    return [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]![0];
  }

  const productionCases = [1, 2, 3].flatMap((size) => combinations(PRODUCTION_KEYS, size))
    .flatMap((keys) => DAYS.map((day) => [keys.join('+'), day ?? 'no date', keys, day] as const));

  test.each(productionCases)('%s, %s', async (_name, _dayName, keys, which) => {
    const filter: ProductionFilter = Object.fromEntries(keys.map((key) => [key, commonProductionValue(key)]));
    const day = dayOf(which);
    const expected = expectedProductions(filter, day);
    if (keys.length === 1) expect(expected.length).toBeGreaterThan(0);
    const first = await getJson<{ count: number; next: string | null; results: Card[] }>(`/de/api/productions/?${queryOf(filter, day)}&page_size=100`);
    expect(first.next).toBeNull();
    expect(first.count).toBe(expected.length);
    expect(first.results.map((card) => card.id)).toEqual(expected);
  });
});
