import { rebuildSearchIndex } from '../../../src/services/search/rebuild-search-index';
import { useTestApp } from '../../helpers/test-app';

const t = useTestApp();

const search = async (query: string, scope: 'events' | 'others', locale = 'de') =>
  (await t.app.inject({ url: `/${locale}/api/search/${scope}/?query=${encodeURIComponent(query)}` })).json();
const suggest = async (query: string) => (await t.app.inject({ url: `/de/api/search/autocomplete/?query=${query}` })).json().suggestions;

async function indexSnapshot() {
  const documents = await t.db.kysely.selectFrom('search_documents')
    .select(['kind', 'object_id', 'locale', 'title', 'body', 'url', 'title_folded', 'body_folded']).orderBy('kind').orderBy('object_id').orderBy('locale').execute();
  const terms = await t.db.kysely.selectFrom('search_terms').selectAll().orderBy('locale').orderBy('term').execute();
  return { documents, terms: terms.map((term) => ({ ...term, frequency: Number(term.frequency) })) };
}

test('a search change indexes the named objects again: new words are found, old ones are gone', async () => {
  const event = await t.db.kysely.selectFrom('events').select(['id', 'title_de']).where('is_online', '=', 1).orderBy('id').executeTakeFirstOrThrow();
  await t.db.kysely.updateTable('events').set({ title_de: 'Zaubertintenfisch liest Gedichte' }).where('id', '=', event.id).execute();
  expect((await search('Zaubertintenfisch', 'events')).count).toBe(0);

  await t.app.changes.publish('search', { documents: [{ kind: 'event', id: event.id }] });
  const found = await search('Zaubertintenfisch', 'events');
  expect(found.results.map((r: { id: number }) => r.id)).toEqual([event.id]);
  expect(await suggest('zaubertint')).toEqual(['zaubertintenfisch']);

  await t.db.kysely.updateTable('events').set({ title_de: event.title_de }).where('id', '=', event.id).execute();
  await t.app.changes.publish('search', { documents: [{ kind: 'event', id: event.id }] });
  expect((await search('Zaubertintenfisch', 'events')).count).toBe(0);
  expect(await suggest('zaubertint')).toEqual([]);
});

test('an object taken offline leaves the index', async () => {
  const page = await t.db.kysely.selectFrom('pages').select(['id', 'title_en']).where('url_en', '=', 'festival/plan-your-visit/accessibility').executeTakeFirstOrThrow();
  expect((await search('Accessibility', 'others', 'en')).results.map((r: { id: number; kind: string }) => `${r.kind} ${r.id}`)).toContain(`page ${page.id}`);
  await t.db.kysely.updateTable('pages').set({ is_online: 0 }).where('id', '=', page.id).execute();
  await t.app.changes.publish('search', { documents: [{ kind: 'page', id: page.id }] });
  expect((await search('Accessibility', 'others', 'en')).results.map((r: { id: number; kind: string }) => `${r.kind} ${r.id}`)).not.toContain(`page ${page.id}`);
  await t.db.kysely.updateTable('pages').set({ is_online: 1 }).where('id', '=', page.id).execute();
  await t.app.changes.publish('search', { documents: [{ kind: 'page', id: page.id }] });
});

test('indexing some objects again leaves the index as a full rebuild would', async () => {
  const page = await t.db.kysely.selectFrom('pages').select(['id', 'modules_de']).where('url_de', '=', 'festival/ueber-uns').executeTakeFirstOrThrow();
  const modules = JSON.parse(page.modules_de) as Array<Record<string, unknown>>;
  modules.push({ slug: 'text-99', model: 'Text', content: '<p>Ein Leuchtturmwärter erzählt vom Meer und vom Festival.</p>', anchor: '', decrease_distance: false });
  await t.db.kysely.updateTable('pages').set({ modules_de: JSON.stringify(modules), title_de: 'Über uns und den Leuchtturm' }).where('id', '=', page.id).execute();
  const person = await t.db.kysely.selectFrom('persons').select('id').where('is_online', '=', 1).orderBy('id').executeTakeFirstOrThrow();
  await t.db.kysely.updateTable('persons').set({ is_online: 0 }).where('id', '=', person.id).execute();

  await t.app.changes.publish('search', { documents: [{ kind: 'page', id: page.id }, { kind: 'author', id: person.id }] });
  const incremental = await indexSnapshot();
  await t.db.kysely.transaction().execute((trx) => rebuildSearchIndex(trx, t.db.dialect, t.app.clock()));
  expect(incremental).toEqual(await indexSnapshot());
  expect(incremental.terms.find((term) => term.locale === 'de' && term.term === 'leuchtturmwärter')).toBeDefined();
});
