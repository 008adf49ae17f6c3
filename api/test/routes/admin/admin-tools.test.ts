import { adminPaths } from '@festival/shared/api-schemas/admin';
import { adminToolPaths } from '@festival/shared/api-schemas/admin-tools';
import { call, signedIn, type Account } from '../../helpers/editor-session';
import { useTestApp } from '../../helpers/test-app';

const t = useTestApp();
let editor: Account;
beforeAll(async () => {
  editor = await signedIn(t.db, 'redaktion', 'editor', { first: 'Rita', last: 'Redlich' });
});

type Json = Record<string, unknown>;
const as = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) => call(t.app, method, url, { session: editor.session, payload });
const firstId = async (collection: 'events' | 'persons' | 'rooms' | 'venues') => ((await as('GET', adminPaths.list(collection))).json() as { results: Json[] }).results[0]?.id as number;

describe('duplicate', () => {
  test('answers 201 with a copy that has its own slug and shop id', async () => {
    const id = await firstId('events');
    const original = (await as('GET', adminPaths.item('events', id))).json() as Json;
    const answer = await as('POST', adminToolPaths.duplicate('events', id));
    expect(answer.statusCode).toBe(201);
    const copy = answer.json() as Json;
    expect(copy).toEqual(expect.objectContaining({ title_de: original.title_de, room_id: original.room_id }));
    expect(copy.id).not.toBe(id);
    expect(copy.slug).not.toBe(original.slug);
    expect(copy.event_jet_id).not.toBe(original.event_jet_id);
    expect((await as('GET', adminPaths.item('events', copy.id as number))).json()).toEqual(copy);
  });

  test('404 for an unknown id; 403 without the CSRF header', async () => {
    expect((await as('POST', adminToolPaths.duplicate('persons', 99999999))).statusCode).toBe(404);
    const id = await firstId('persons');
    expect((await call(t.app, 'POST', adminToolPaths.duplicate('persons', id), { session: editor.session, csrf: false })).statusCode).toBe(403);
  });
});

describe('bulk', () => {
  const duplicates = async (collection: 'events' | 'rooms', count: number) => {
    const id = await firstId(collection);
    const copies: number[] = [];
    for (let n = 0; n < count; n += 1) copies.push(((await as('POST', adminToolPaths.duplicate(collection, id))).json() as Json).id as number);
    return copies;
  };

  test('sets rows offline and online, each reported', async () => {
    const ids = await duplicates('events', 3);
    const offline = await as('POST', adminToolPaths.bulk('events'), { action: 'offline', ids });
    expect(offline.statusCode).toBe(200);
    expect(offline.json()).toEqual({ results: ids.map((id) => ({ id, status: 200 })) });
    for (const id of ids) expect((await as('GET', adminPaths.item('events', id))).json()).toEqual(expect.objectContaining({ is_online: false }));
    await as('POST', adminToolPaths.bulk('events'), { action: 'online', ids: [ids[0]] });
    expect((await as('GET', adminPaths.item('events', ids[0] as number))).json()).toEqual(expect.objectContaining({ is_online: true }));
  });

  test('moves events to another room', async () => {
    const ids = await duplicates('events', 2);
    const [room] = await duplicates('rooms', 1);
    const moved = await as('POST', adminToolPaths.bulk('events'), { action: 'move', ids, room_id: room });
    expect(moved.json()).toEqual({ results: ids.map((id) => ({ id, status: 200 })) });
    for (const id of ids) expect((await as('GET', adminPaths.item('events', id))).json()).toEqual(expect.objectContaining({ room_id: room }));
    expect((await as('POST', adminToolPaths.bulk('persons'), { action: 'move', ids: [1], room_id: room })).statusCode).toBe(400);
  });

  test('deletes what it may and reports a 409 for a row others refer to, and 404 for an unknown one', async () => {
    const referred = await firstId('rooms');
    const [free] = await duplicates('rooms', 1);
    const answer = await as('POST', adminToolPaths.bulk('rooms'), { action: 'delete', ids: [referred, free, 99999999] });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      results: [
        { id: referred, status: 409, detail: expect.any(String) },
        { id: free, status: 204 },
        { id: 99999999, status: 404, detail: expect.any(String) },
      ],
    });
    expect((await as('GET', adminPaths.item('rooms', referred))).statusCode).toBe(200);
    expect((await as('GET', adminPaths.item('rooms', free as number))).statusCode).toBe(404);
  });

  test('when no row was written the answer is no success: 404 when none exists, else 409, with every row reported', async () => {
    const missing = await as('POST', adminToolPaths.bulk('events'), { action: 'move', ids: [99999998, 99999999], room_id: 1 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Nothing was changed.', results: [expect.objectContaining({ id: 99999998, status: 404 }), expect.objectContaining({ id: 99999999, status: 404 })] });
  });

  test('a bad body is a 400 naming the field', async () => {
    const answer = await as('POST', adminToolPaths.bulk('events'), { action: 'explode', ids: [1] });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual(expect.objectContaining({ field: 'action' }));
  });
});

describe('search across the hub', () => {
  test('finds a person by first and last name, with or without umlauts', async () => {
    const id = await firstId('persons');
    const person = (await as('GET', adminPaths.item('persons', id))).json() as Json;
    await as('PATCH', adminPaths.item('persons', id), { first_name: 'Amara', last_name: 'Bäuerlein', revision: person.revision });
    for (const q of ['Amara Bäuerlein', 'amara baeuerlein', 'AMARA BAUERLEIN', 'bäuer']) {
      const found = await as('GET', `${adminToolPaths.search}?q=${encodeURIComponent(q)}`);
      expect(found.statusCode).toBe(200);
      expect((found.json() as { results: Json[] }).results).toContainEqual({ collection: 'persons', id, label: expect.stringContaining('Bäuerlein') });
    }
    const none = (await as('GET', `${adminToolPaths.search}?q=${encodeURIComponent('Amara Zebulon')}`)).json() as { results: Json[] };
    expect(none.results).toEqual([]);
  });

  test('finds events, productions, pages, articles and forms by title', async () => {
    for (const collection of ['events', 'productions', 'pages', 'articles', 'forms'] as const) {
      const row = ((await as('GET', adminPaths.list(collection))).json() as { results: Json[] }).results[0] as Json;
      const object = (await as('GET', adminPaths.item(collection, row.id as number))).json() as Json;
      await as('PATCH', adminPaths.item(collection, row.id as number), { title_de: `Grüne Woche ${collection}`, revision: object.revision });
      const found = (await as('GET', `${adminToolPaths.search}?q=${encodeURIComponent(`gruene woche ${collection}`)}`)).json() as { results: Json[] };
      expect(found.results).toContainEqual(expect.objectContaining({ collection, id: row.id }));
    }
  });

  test('an empty query is a 400, not a 500', async () => {
    expect((await as('GET', `${adminToolPaths.search}?q=`)).statusCode).toBe(400);
  });
});
