import { ADMIN_COLLECTIONS, adminPaths, type AdminCollection } from '@festival/shared/api-schemas/admin';
import { call, signedIn, type Account } from '../../helpers/editor-session';
import { useTestApp } from '../../helpers/test-app';

const t = useTestApp();
let editor: Account;
beforeAll(async () => {
  editor = await signedIn(t.db, 'redaktion', 'editor', { first: 'Rita', last: 'Redlich' });
});

type Json = Record<string, unknown>;
const as = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) => call(t.app, method, url, { session: editor.session, payload });

/** Fields the server assigns afresh in a copy, besides ids and the revision. */
const ASSIGNED = new Set(['id', 'revision', 'slug', 'slug_de', 'slug_en', 'url_de', 'url_en', 'old_path', 'event_jet_id']);
function withoutAssigned(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutAssigned);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !ASSIGNED.has(key)).map(([key, item]) => [key, withoutAssigned(item)]));
}

/** Per collection: a text field that `q` searches, to edit and find again (with what the field needs in front). */
const CASES: Array<{ collection: AdminCollection; text: string; prefix?: string }> = [
  { collection: 'events', text: 'title_de' },
  { collection: 'persons', text: 'last_name' },
  { collection: 'productions', text: 'title_de' },
  { collection: 'venues', text: 'name_de' },
  { collection: 'rooms', text: 'name_de' },
  { collection: 'series', text: 'name_de' },
  { collection: 'exhibition-types', text: 'name_de' },
  { collection: 'genres', text: 'name_de' },
  { collection: 'tags', text: 'name_de' },
  { collection: 'production-tags', text: 'name_de' },
  { collection: 'seasons', text: 'name_de' },
  { collection: 'sale-types', text: 'name_de' },
  { collection: 'articles', text: 'title_de' },
  { collection: 'article-categories', text: 'name_de' },
  { collection: 'article-tags', text: 'name_de' },
  { collection: 'pages', text: 'title_de' },
  { collection: 'menus', text: 'menu_name_de' },
  { collection: 'forms', text: 'title_de' },
  { collection: 'redirects', text: 'old_path', prefix: '/de/' },
  { collection: 'breaking-news', text: 'title_de' },
  { collection: 'opening-hours', text: 'alternative_text_de' },
  { collection: 'opening-hours-exceptions', text: 'alternative_text_de' },
];

test('every collection of the contract is tested here', () => {
  expect(CASES.map((c) => c.collection).sort()).toEqual([...ADMIN_COLLECTIONS].sort());
});

describe.each(CASES)('$collection', ({ collection, text, prefix = '' }) => {
  test('list, copy round trip, search, replace, patch, history, delete', async () => {
    const listed = await as('GET', `${adminPaths.list(collection)}?page_size=2`);
    expect(listed.statusCode).toBe(200);
    const page = listed.json() as { count: number; next: string | null; results: Json[] };
    expect(page.count).toBeGreaterThan(0);
    if (page.count > 2) expect(page.next).toContain('page=2');
    else expect(page.next).toBeNull();
    const first = page.results[0] as Json;
    expect(first).toEqual(expect.objectContaining({ id: expect.any(Number), label: expect.any(String), revision: expect.any(Number) }));

    const original = (await as('GET', adminPaths.item(collection, first.id as number))).json() as Json;
    const created = await as('POST', adminPaths.list(collection), original);
    expect(created.statusCode).toBe(201);
    const copy = created.json() as Json;
    expect(copy.id).not.toBe(original.id);
    const reread = (await as('GET', adminPaths.item(collection, copy.id as number))).json() as Json;
    expect(reread).toEqual(copy);
    expect(withoutAssigned(reread)).toEqual(withoutAssigned(original));

    const marker = `${prefix}zaunkoenig${collection.replace(/-/g, '')}`;
    const replaced = await as('PUT', adminPaths.item(collection, copy.id as number), { ...copy, [text]: marker });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toEqual(expect.objectContaining({ [text]: marker, revision: (copy.revision as number) + 1 }));
    const found = (await as('GET', `${adminPaths.list(collection)}?q=${encodeURIComponent(marker.toUpperCase())}`)).json() as { count: number; results: Json[] };
    expect(found.results.map((row) => row.id)).toEqual([copy.id]);

    const stale = await as('PUT', adminPaths.item(collection, copy.id as number), { ...copy, [text]: `${marker}zu-spaet` });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual(expect.objectContaining({ revision: (copy.revision as number) + 1, changed_by: expect.objectContaining({ username: 'redaktion' }) }));

    const patched = await as('PATCH', adminPaths.item(collection, copy.id as number), { [text]: `${marker}x`, revision: (copy.revision as number) + 1 });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toEqual({ ...(replaced.json() as Json), [text]: `${marker}x`, revision: (copy.revision as number) + 2 });

    const history = (await as('GET', adminPaths.history(collection, copy.id as number))).json() as Json[];
    expect(history.map((entry) => entry.action)).toEqual(['update', 'update', 'create']);
    expect(history[0]).toEqual(expect.objectContaining({
      author: { username: 'redaktion', first_name: 'Rita', last_name: 'Redlich' },
      changes: { [text]: { before: marker, after: `${marker}x` } },
    }));

    const deleted = await as('DELETE', `${adminPaths.item(collection, copy.id as number)}?revision=${(copy.revision as number) + 2}`);
    expect(deleted.statusCode).toBe(204);
    expect((await as('GET', adminPaths.item(collection, copy.id as number))).statusCode).toBe(404);
    expect((await as('GET', adminPaths.history(collection, copy.id as number))).json()[0]).toEqual(expect.objectContaining({ action: 'delete' }));
  });

  test('400 names the failing field; 404 for an unknown id', async () => {
    const first = ((await as('GET', adminPaths.list(collection))).json() as { results: Json[] }).results[0] as Json;
    const original = (await as('GET', adminPaths.item(collection, first.id as number))).json() as Json;
    const bad = await as('PUT', adminPaths.item(collection, original.id as number), { ...original, [text]: 42 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual(expect.objectContaining({ field: text, errors: [expect.objectContaining({ field: text })] }));
    expect((await as('GET', adminPaths.item(collection, 99999999))).statusCode).toBe(404);
    expect((await as('PUT', adminPaths.item(collection, 99999999), original)).statusCode).toBe(404);
    expect((await as('GET', `${adminPaths.list(collection)}?ordering=nonsense`)).json()).toEqual(expect.objectContaining({ field: 'ordering' }));
  });
});

describe('writes that clash', () => {
  test('of two saves based on the same revision, one wins and the other answers 409', async () => {
    const copy = (await as('POST', adminPaths.list('series'), (await as('GET', adminPaths.item('series', 1))).json())).json() as Json;
    const [a, b] = await Promise.all([
      as('PUT', adminPaths.item('series', copy.id as number), { ...copy, name_de: 'Erste Fassung' }),
      as('PUT', adminPaths.item('series', copy.id as number), { ...copy, name_de: 'Zweite Fassung' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const stored = (await as('GET', adminPaths.item('series', copy.id as number))).json() as Json;
    expect(stored.revision).toBe((copy.revision as number) + 1);
    expect(stored.name_de).toBe((a.statusCode === 200 ? a : b).json().name_de);
  });

  test('a delete based on an old revision is stale; an object others refer to cannot be deleted', async () => {
    const copy = (await as('POST', adminPaths.list('venues'), (await as('GET', adminPaths.item('venues', 1))).json())).json() as Json;
    await as('PATCH', adminPaths.item('venues', copy.id as number), { city: 'Potsdam', revision: copy.revision });
    expect((await as('DELETE', `${adminPaths.item('venues', copy.id as number)}?revision=${copy.revision as number}`)).statusCode).toBe(409);
    const room = (await as('POST', adminPaths.list('rooms'), { venue_id: copy.id, name_de: 'Hof', name_en: 'Yard', capacity: 40, sort: 0 })).json() as Json;
    const referred = await as('DELETE', adminPaths.item('venues', copy.id as number));
    expect(referred.statusCode).toBe(409);
    expect(referred.json()).toEqual({ detail: expect.any(String), field: '' });
    expect((await as('DELETE', adminPaths.item('rooms', room.id as number))).statusCode).toBe(204);
    expect((await as('DELETE', adminPaths.item('venues', copy.id as number))).statusCode).toBe(204);
  });
});
