import { PersonDetail, PersonPage, SeriesDetail, VenueDetail, VenueList } from '@festival/shared/api-schemas/programme';
import { berlinDay, berlinInstant } from '@festival/shared/format/berlin-time';
import { expectSchema } from '../../helpers/expect-schema';
import { useTestApp } from '../../helpers/test-app';
import { testNow } from '../../helpers/test-clock';

const now = testNow();
const t = useTestApp({ now });

const fold = (text: string) => text.toLowerCase().replace(/ß/g, 'ss').replace(/ø/g, 'o').normalize('NFKD').replace(/[^a-z]/g, '');

test('authors page alphabetically by last name, the same on every database', async () => {
  const names: { first_name: string; last_name: string }[] = [];
  let url: string | null = '/de/api/persons/?page_size=30';
  let count = 0;
  while (url) {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { count: number; next: string | null; results: typeof names };
    expectSchema(PersonPage, body);
    count = body.count;
    names.push(...body.results);
    url = body.next;
  }
  expect(count).toBe(80);
  expect(names).toHaveLength(80);
  const keys = names.map((p) => `${fold(p.last_name)} ${fold(p.first_name)}`);
  expect(keys).toEqual([...keys].sort());
});

test('an author shows bio, upcoming events and productions', async () => {
  const person = await t.db.kysely.selectFrom('persons').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
  const de = (await t.app.inject({ url: '/de/api/persons/1/' })).json();
  const en = (await t.app.inject({ url: '/en/api/persons/1/' })).json();
  expectSchema(PersonDetail, de);
  expect(de).toMatchObject({ name: `${person.first_name} ${person.last_name}`, bio: person.bio_de, urls: { de: `/de/autorinnen/${person.slug}/1`, en: `/en/authors/${person.slug}/1` } });
  expect(en.bio).toBe(person.bio_en);
  const from = berlinInstant(berlinDay(now)).toISOString();
  const events = await t.db.kysely.selectFrom('events').innerJoin('event_persons', 'event_persons.event_id', 'events.id')
    .select('events.id').where('event_persons.person_id', '=', 1).where('events.is_online', '=', 1).where('events.date_start', '>=', from)
    .orderBy('events.date_start').orderBy('events.id').execute();
  expect(de.events.map((e: { id: number }) => e.id)).toEqual(events.map((e) => e.id));
  const productions = await t.db.kysely.selectFrom('production_persons').select('production_id').where('person_id', '=', 1).execute();
  expect(de.productions.map((p: { id: number }) => p.id).sort()).toEqual(productions.map((p) => p.production_id).sort());
});

test('venues list with address and coordinates', async () => {
  const res = await t.app.inject({ url: '/en/api/venues/' });
  expect(res.statusCode).toBe(200);
  expectSchema(VenueList, res.json());
  expect(res.json()).toHaveLength(5);
  expect(res.json()[1]).toMatchObject({ name: 'Alte Münze (Old Mint)', address: { street: 'Molkenmarkt 2', postal_code: '10179', city: 'Berlin' }, link: '/en/venues/alte-muenze/2' });
});

test('a venue shows rooms, a map link and its upcoming events', async () => {
  const de = (await t.app.inject({ url: '/de/api/venues/2/' })).json();
  expectSchema(VenueDetail, de);
  expect(de.rooms.map((r: { name: string }) => r.name)).toEqual(['Münzsaal', 'Gewölbekeller', 'Innenhof (Open Air)']);
  expect(de.map_url).toBe('https://www.openstreetmap.org/?mlat=52.51497&mlon=13.40958#map=17/52.51497/13.40958');
  expect(de.urls).toEqual({ de: '/de/veranstaltungsorte/alte-muenze/2', en: '/en/venues/alte-muenze/2' });
  expect(de.events.length).toBeGreaterThan(0);
  for (const event of de.events) {
    expect(event.venue).toBe('Alte Münze');
    expect(event.date_start >= now.toISOString()).toBe(true);
  }
});

test('a series shows its description and events from today', async () => {
  const de = (await t.app.inject({ url: '/de/api/series/1/' })).json();
  const en = (await t.app.inject({ url: '/en/api/series/1/' })).json();
  expectSchema(SeriesDetail, de);
  expect(de).toMatchObject({ name: 'Nachtlese', urls: { de: '/de/series/nachtlese/1', en: '/en/series/nachtlese/1' } });
  expect(en.name).toBe('Night Reading');
  expect(de.events.length).toBeGreaterThan(0);
  for (const event of de.events) expect(event.preline).toContain('Nachtlese');
});

test.each(['/api/persons/999/', '/api/venues/99/', '/api/series/99/'])('%s is a 404', async (url) => {
  const res = await t.app.inject({ url });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ detail: expect.any(String) });
});

test.each(['/api/persons/x/', '/api/venues/x/', '/api/series/x/', '/api/persons/?page=0', '/api/persons/?page_size=101'])('%s is a 400', async (url) => {
  const res = await t.app.inject({ url });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ detail: expect.any(String) });
});
