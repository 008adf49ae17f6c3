import { ADMIN_COLLECTIONS } from '@festival/shared/api-schemas/admin';
import { call, signedIn, type Account, type Method } from '../../helpers/editor-session';
import { useTestApp } from '../../helpers/test-app';

const t = useTestApp();
let visitor: Account;
let editor: Account;
let routes: Array<[Method, string]>;

beforeAll(async () => {
  visitor = await signedIn(t.db, 'leserin', 'visitor');
  editor = await signedIn(t.db, 'redakteur', 'editor');
  const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
  routes = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/admin/'))
    .flatMap(([path, operations]) => Object.keys(operations).map((method) => [method.toUpperCase() as Method, path.replace(/\{token\}/, 'x'.repeat(32)).replace(/\{[^}]+\}/g, '1')] as [Method, string]));
});

test('the OpenAPI document has list, create, read, replace, patch, delete and history of every collection, the settings and form entries', () => {
  const listed = new Set(routes.map(([method, url]) => `${method} ${url}`));
  for (const collection of ADMIN_COLLECTIONS) {
    for (const route of [`GET /api/admin/${collection}/`, `POST /api/admin/${collection}/`, `GET /api/admin/${collection}/1/`, `PUT /api/admin/${collection}/1/`,
      `PATCH /api/admin/${collection}/1/`, `DELETE /api/admin/${collection}/1/`, `GET /api/admin/${collection}/1/history/`]) {
      expect(listed).toContain(route);
    }
  }
  for (const route of ['GET /api/admin/settings/', 'PATCH /api/admin/settings/', 'GET /api/admin/forms/1/entries/', 'GET /api/admin/forms/1/entries.csv']) expect(listed).toContain(route);
});

test('every admin route answers 401 without a session and 403 to a signed-in visitor', async () => {
  for (const [method, url] of routes) {
    const payload = method === 'GET' || method === 'DELETE' ? undefined : {};
    const anonymous = await call(t.app, method, url, { payload });
    expect([method, url, anonymous.statusCode]).toEqual([method, url, 401]);
    expect(anonymous.json()).toEqual({ detail: expect.any(String) });
    const reader = await call(t.app, method, url, { session: visitor.session, payload });
    expect([method, url, reader.statusCode]).toEqual([method, url, 403]);
  }
});

test('every unsafe admin route needs the CSRF header, from an editor too', async () => {
  for (const [method, url] of routes.filter(([method]) => method !== 'GET')) {
    const res = await call(t.app, method, url, { session: editor.session, csrf: false, payload: method === 'DELETE' ? undefined : {} });
    expect([method, url, res.statusCode]).toEqual([method, url, 403]);
    expect(res.json()).toEqual({ detail: 'CSRF token missing or incorrect.' });
  }
});

test('an unknown collection is a 404 with a detail, for editors', async () => {
  const res = await call(t.app, 'GET', '/api/admin/tickets/', { session: editor.session });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ detail: expect.any(String) });
});
