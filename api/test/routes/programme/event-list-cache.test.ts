import { useTestApp } from '../../helpers/test-app';
import { testNow } from '../../helpers/test-clock';

interface Card { id: number; name: string; date_start: string; availability: string }
interface Page { count: number; next: string | null; results: Array<{ date: string; events: Card[] }> }

const now = testNow();
const t = useTestApp({ now });

async function body(url: string): Promise<string> {
  const res = await t.app.inject({ url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return res.body;
}
const cards = (text: string) => (JSON.parse(text) as Page).results.flatMap((day) => day.events);

test('one query in other spellings gives the same answer, with links in one spelling', async () => {
  const a = await body('/de/api/events/?genre=2&type=1&page=2&page_size=5');
  const b = await body('/de/api/events/?type=01&room=&page_size=5&overlay=true&genre=2&page=2');
  expect(b).toBe(a);
  expect(JSON.parse(a)).toMatchObject({ next: '/de/api/events/?type=1&genre=2&page_size=5&page=3', previous: '/de/api/events/?type=1&genre=2&page_size=5' });
});

test('availability is counted again when seats change, while the list is reused', async () => {
  const first = cards(await body('/api/events/?page_size=10'));
  const target = first.find((card) => card.availability !== 'sold_out')!;
  const groups = await t.db.kysely.selectFrom('seat_groups').select('id').where('event_id', '=', target.id).execute();
  if (groups.length === 0) {
    await t.db.kysely.insertInto('seat_groups').values({
      id: 900000, event_id: target.id, name_de: 'Saal', name_en: 'Hall', text_de: '', text_en: '', capacity: 0, is_available: 1, sort: 0,
    }).execute();
  } else {
    await t.db.kysely.updateTable('seat_groups').set({ is_available: 0 }).where('event_id', '=', target.id).execute();
  }
  await t.app.changes.publish('availability', { eventIds: [target.id] });
  const after = cards(await body('/api/events/?page_size=10'));
  expect(after.find((card) => card.id === target.id)?.availability).toBe('sold_out');
  expect(after.map((card) => card.id)).toEqual(first.map((card) => card.id));
});

test('a list that starts now drops an event once it has begun', async () => {
  const before = cards(await body('/en/api/events/?page_size=3'));
  const earliest = [...before].sort((x, y) => x.date_start.localeCompare(y.date_start))[0]!;
  t.setNow(new Date(Date.parse(earliest.date_start) + 1000));
  try {
    const after = cards(await body('/en/api/events/?page_size=3'));
    expect(after.map((card) => card.id)).not.toContain(earliest.id);
  } finally {
    t.setNow(now);
  }
});

test('a change of programme data builds the page again', async () => {
  const first = cards(await body('/de/api/events/?page_size=2'));
  const target = first[0]!;
  await t.db.kysely.updateTable('events').set({ title_de: 'Geänderter Titel' }).where('id', '=', target.id).execute();
  expect(cards(await body('/de/api/events/?page_size=2'))[0]!.name).toBe(target.name);
  await t.app.changes.publish('programme', { entity: 'event', ids: [target.id] });
  expect(cards(await body('/de/api/events/?page_size=2'))[0]!.name).toBe('Geänderter Titel');
});
