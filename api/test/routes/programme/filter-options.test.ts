import {
  ExhibitionTypeOptionList, FilterOptionList, SeriesOptionList, TagOptionList,
} from '@festival/shared/api-schemas/programme';
import { expectSchema } from '../../helpers/expect-schema';
import { useTestApp } from '../../helpers/test-app';

const t = useTestApp();

async function get(url: string) {
  const res = await t.app.inject({ url });
  expect(res.statusCode).toBe(200);
  return res.json();
}

test('rooms list every room with its venue, localised', async () => {
  const de = await get('/de/api/rooms/');
  const en = await get('/en/api/rooms/');
  expectSchema(FilterOptionList, de);
  expect(de).toHaveLength(12);
  expect(de[0]).toEqual({ id: 1, name: 'Großer Saal · Literaturhaus am Landwehrkanal' });
  expect(en[0]).toEqual({ id: 1, name: 'Great Hall · Literaturhaus am Landwehrkanal' });
});

test('exhibition types carry slug and name', async () => {
  const de = await get('/api/exhibition-types/?lang=de');
  const en = await get('/api/exhibition-types/?lang=en');
  expectSchema(ExhibitionTypeOptionList, de);
  expect(de.map((o: { slug: string }) => o.slug)).toEqual(['lesung', 'gespraech', 'performance', 'workshop']);
  expect(de[1].name).toBe('Gespräch');
  expect(en[1].name).toBe('Talk');
});

test('event tags keep show_in_filter, including hidden ones', async () => {
  const tags = await get('/en/api/event-tags/');
  expectSchema(TagOptionList, tags);
  expect(tags).toHaveLength(8);
  expect(tags.filter((tag: { show_in_filter: boolean }) => !tag.show_in_filter).map((tag: { name: string }) => tag.name)).toEqual(['Late night']);
});

test('series carry slug and show_in_filter', async () => {
  const series = await get('/de/api/series/');
  expectSchema(SeriesOptionList, series);
  expect(series).toHaveLength(10);
  expect(series[0]).toEqual({ id: 1, slug: 'nachtlese', name: 'Nachtlese', show_in_filter: true });
});

test.each([
  ['/de/api/genres/', 7, 'Roman'],
  ['/en/api/genres/', 7, 'Novel'],
  ['/de/api/seasons/', 3, undefined],
  ['/de/api/production-tags/', 6, 'Uraufführung'],
  ['/en/api/production-tags/', 6, 'World premiere'],
])('%s is a plain option list', async (url, length, firstName) => {
  const options = await get(url);
  expectSchema(FilterOptionList, options);
  expect(options).toHaveLength(length);
  if (firstName) expect(options[0].name).toBe(firstName);
  for (const option of options) expect(Object.keys(option).sort()).toEqual(['id', 'name']);
});

test('seasons are named after their years in both languages', async () => {
  const de = await get('/de/api/seasons/');
  const en = await get('/en/api/seasons/');
  expect(de[1].name).toMatch(/^Saison \d{4}\/\d{2}$/);
  expect(en[1].name).toMatch(/^Season \d{4}\/\d{2}$/);
});

test('options are kept until programme data changes', async () => {
  const before = await get('/de/api/genres/');
  await t.db.kysely.updateTable('genres').set({ name_de: 'Neu benannt' }).where('id', '=', before[0].id).execute();
  // Written without telling the change bus: the list is still the one kept.
  expect(await get('/de/api/genres/')).toEqual(before);
  await t.app.changes.publish('programme', { entity: 'genre', ids: [before[0].id] });
  expect((await get('/de/api/genres/'))[0]).toEqual({ id: before[0].id, name: 'Neu benannt' });
});
