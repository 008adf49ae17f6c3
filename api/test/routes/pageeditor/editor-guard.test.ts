import { MODULE_MODELS, moduleRouteName } from '@festival/shared/api-schemas/module-inputs';
import { call, signedIn, type Account, type Method } from '../../helpers/editor-session';
import { useTestApp } from '../../helpers/test-app';

const t = useTestApp();
let visitor: Account;
let editor: Account;
let writes: Array<[Method, string]>;

beforeAll(async () => {
  visitor = await signedIn(t.db, 'leser', 'visitor');
  editor = await signedIn(t.db, 'redaktion', 'editor');
  const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
  writes = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/pageeditor-api/'))
    .flatMap(([path, operations]) => Object.keys(operations).filter((method) => method !== 'get').map((method) => [
      method.toUpperCase() as Method,
      `/de${path.replace(/\{[^}]+\}/g, '1')}${method === 'delete' ? '?revision=1' : ''}`,
    ] as [Method, string]));
});

test('the OpenAPI document lists create, replace, delete and move of every model, the container, restore (of a version or one module, of a page and an article), publish and drop (of a page and an article), and presence', async () => {
  const listed = new Set(writes.map(([method, url]) => `${method} ${url}`));
  for (const model of MODULE_MODELS) {
    const name = moduleRouteName(model);
    if (model !== 'Container') expect(listed).toContain(`POST /de/pageeditor-api/${name}/`);
    expect(listed).toContain(`PUT /de/pageeditor-api/${name}/1/`);
    expect(listed).toContain(`DELETE /de/pageeditor-api/${name}/1/?revision=1`);
    expect(listed).toContain(`POST /de/pageeditor-api/${name}/1/move/`);
  }
  expect(listed).toContain('POST /de/pageeditor-api/container/');
  expect(listed).toContain('POST /de/pageeditor-api/versions/1/restore/');
  expect(listed).toContain('POST /de/pageeditor-api/versions/1/modules/1/restore/');
  expect(listed).toContain('POST /de/pageeditor-api/versions/article/1/restore/');
  expect(listed).toContain('POST /de/pageeditor-api/versions/article/1/modules/1/restore/');
  expect(listed).toContain('POST /de/pageeditor-api/publish/1/');
  expect(listed).toContain('DELETE /de/pageeditor-api/publish/1/?revision=1');
  expect(listed).toContain('POST /de/pageeditor-api/publish/article/1/');
  expect(listed).toContain('DELETE /de/pageeditor-api/publish/article/1/?revision=1');
  expect(listed).toContain('POST /de/pageeditor-api/presence/1/');
  expect(listed).toContain('DELETE /de/pageeditor-api/presence/1/?revision=1');
  expect(writes.length).toBe(MODULE_MODELS.length * 4 - 1 + 3 + 2 + 2 + 2 + 2);
});

test('every write answers 401 without a session and 403 to a signed-in visitor', async () => {
  for (const [method, url] of writes) {
    const anonymous = await call(t.app, method, url, { payload: method === 'DELETE' ? undefined : {} });
    expect([method, url, anonymous.statusCode]).toEqual([method, url, 401]);
    expect(anonymous.json()).toEqual({ detail: expect.any(String) });
    const reader = await call(t.app, method, url, { session: visitor.session, payload: method === 'DELETE' ? undefined : {} });
    expect([method, url, reader.statusCode]).toEqual([method, url, 403]);
    expect(reader.json()).toEqual({ detail: expect.any(String) });
  }
});

test('every write needs the CSRF header, from an editor too', async () => {
  for (const [method, url] of writes) {
    const res = await call(t.app, method, url, { session: editor.session, csrf: false, payload: method === 'DELETE' ? undefined : {} });
    expect([method, url, res.statusCode]).toEqual([method, url, 403]);
    expect(res.json()).toEqual({ detail: 'CSRF token missing or incorrect.' });
  }
});

test('reading versions and the editor user is for editors only', async () => {
  const version = await t.db.kysely.selectFrom('page_versions').select(['id', 'page_id']).executeTakeFirstOrThrow();
  const compare = `/de/pageeditor-api/versions/${version.page_id}/compare/?from=${version.id}&to=${version.id}`;
  for (const url of ['/de/pageeditor-api/versions/3/', compare, '/de/pageeditor-api/user']) {
    expect((await call(t.app, 'GET', url)).statusCode).toBe(401);
    expect((await call(t.app, 'GET', url, { session: visitor.session })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', url, { session: editor.session })).statusCode).toBe(200);
  }
});

test('an editor\'s malformed write is a 4xx with a detail, never a 5xx', async () => {
  const bodies: unknown[] = [[], 'text', null, { parent: 'page' }, { revision: -1 }, { children: [{ image: { deep: [1, 2] } }] }];
  // presence takes no body: its heartbeat and goodbye are tested in presence.test.ts
  for (const [method, url] of writes.filter(([, path]) => !path.includes('/presence/'))) {
    for (const payload of method === 'DELETE' ? [undefined] : bodies) {
      const res = await t.app.inject({
        method, url, cookies: { csrftoken: 'x'.repeat(32), sessionid: editor.session }, headers: { 'x-csrftoken': 'x'.repeat(32), 'content-type': 'application/json' },
        payload: payload === undefined ? undefined : JSON.stringify(payload),
      });
      expect([method, url, payload, res.statusCode < 500]).toEqual([method, url, payload, true]);
      expect(res.json()).toEqual(expect.objectContaining({ detail: expect.any(String) }));
    }
  }
});
