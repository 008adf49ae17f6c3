import { Autocomplete, SearchOverview, SearchPage, AUTOCOMPLETE_LIMIT } from '@festival/shared/api-schemas/content-search';
import { expectSchema } from '../../helpers/expect-schema';
import { useTestApp } from '../../helpers/test-app';

const t = useTestApp();

const get = (url: string) => t.app.inject({ url });
const others = async (query: string, lang = 'de') => (await get(`/${lang}/api/search/others/?query=${encodeURIComponent(query)}`)).json();

describe('full-text search', () => {
  test('the overview answers the first page of events and of everything else', async () => {
    const res = await get('/de/api/search/?query=festival');
    expect(res.statusCode).toBe(200);
    const overview = res.json();
    expectSchema(SearchOverview, overview);
    expect(overview.query).toBe('festival');
    expect(overview.others.count).toBeGreaterThan(10);
    expect(overview.others.results).toHaveLength(10);
    expect(overview.others.next).toBe('/de/api/search/others/?query=festival&page=2');
    expect(new Set(overview.others.results.map((r: { kind: string }) => r.kind)).has('event')).toBe(false);
    expect(overview.events.results.every((r: { kind: string; date_start: string | null }) => r.kind === 'event' && r.date_start)).toBe(true);
  });

  test('title matches rank above body matches', async () => {
    const page = await others('team');
    expectSchema(SearchPage, page);
    expect(page.count).toBeGreaterThan(1);
    expect(page.results[0]).toMatchObject({ kind: 'page', title: 'Team', url: '/de/festival/ueber-uns/team' });
  });

  test('an event is found by its title, first', async () => {
    const event = await t.db.kysely.selectFrom('events').select(['id', 'title_de']).where('is_online', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const page = (await get(`/de/api/search/events/?query=${encodeURIComponent(event.title_de)}`)).json();
    expectSchema(SearchPage, page);
    expect(page.results[0].title).toBe(event.title_de);
    expect(page.results[0].url).toMatch(/^\/de\/programm\//);
  });

  test('ß and umlauts are folded in the index and the query', async () => {
    const variants = ['Straße der Buchhändler', 'strasse der buchhandler', 'STRASSE DER BUCHHAENDLER', 'straße buchhändler'];
    for (const query of variants) {
      const page = await others(query);
      expect(page.results[0]).toMatchObject({ kind: 'article', title: 'Die Straße der Buchhändler' });
    }
    const counts = await Promise.all(['müller', 'muller', 'mueller', 'Müller'].map(async (q) => (await others(q)).count));
    expect(counts[0]).toBeGreaterThan(0);
    expect(new Set(counts).size).toBe(1);
    const hit = (await others('mueller')).results[0];
    expect(`${hit.title} ${hit.text}`).toContain('Müller');
  });

  test('words match as prefixes, and every word must match', async () => {
    expect((await others('buchhänd')).results[0].title).toBe('Die Straße der Buchhändler');
    const narrow = await others('straße buchhändler');
    const wide = await others('straße');
    expect(narrow.count).toBeLessThan(wide.count);
  });

  test('results and snippets are in the request language', async () => {
    const en = await others('accessibility', 'en');
    expect(en.results[0]).toMatchObject({ kind: 'page', title: 'Accessibility', url: '/en/festival/plan-your-visit/accessibility' });
    const de = await others('barrierefreiheit');
    expect(de.results[0].url).toBe('/de/festival/besuch-planen/barrierefreiheit');
    expect(de.results[0].text.length).toBeLessThan(400);
  });

  test('paging: page 2 links back, a page past the end is 404', async () => {
    const second = (await get('/de/api/search/others/?query=festival&page=2')).json();
    expect(second.previous).toBe('/de/api/search/others/?query=festival');
    const first = (await get('/de/api/search/others/?query=festival')).json();
    expect(second.results[0].id === first.results[0].id && second.results[0].kind === first.results[0].kind).toBe(false);
    expect((await get('/de/api/search/others/?query=festival&page=999')).statusCode).toBe(404);
  });

  test('empty and whitespace queries are 400; a query without words finds nothing', async () => {
    for (const url of ['/de/api/search/?query=', '/de/api/search/?query=%20%20', '/de/api/search/events/', '/de/api/search/others/?query=x&page=0', '/de/api/search/?query=a%00b']) {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: expect.any(String) });
    }
    expect((await others('!!!')).count).toBe(0);
  });
});

describe('autocomplete', () => {
  const suggest = async (query: string, lang = 'de') => {
    const res = await get(`/${lang}/api/search/autocomplete/?query=${encodeURIComponent(query)}`);
    expect(res.statusCode).toBe(200);
    expectSchema(Autocomplete, res.json());
    return res.json().suggestions as string[];
  };

  test('completes the last word by prefix, lowercased, at most eight', async () => {
    const list = await suggest('Stra');
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(AUTOCOMPLETE_LIMIT);
    expect(list).toContain('straße');
    for (const word of list) {
      expect(word).toBe(word.toLowerCase());
      expect(word.startsWith('stra')).toBe(true);
    }
  });

  test('folded prefixes complete umlaut words', async () => {
    expect(await suggest('mue')).toContain('müller');
    expect(await suggest('mül')).toContain('müller');
    expect(await suggest('strass')).toContain('straße');
  });

  test('earlier words are kept in front of the completion', async () => {
    const list = await suggest('hannes mül');
    expect(list).toContain('hannes müller');
    expect(list.every((s) => s.startsWith('hannes '))).toBe(true);
  });

  test('suggestions come from the request language', async () => {
    expect(await suggest('accessib', 'en')).toContain('accessibility');
    expect(await suggest('accessib', 'de')).not.toContain('accessibility');
  });

  test('an empty query is 400', async () => {
    expect((await get('/de/api/search/autocomplete/?query=%20')).statusCode).toBe(400);
  });
});
