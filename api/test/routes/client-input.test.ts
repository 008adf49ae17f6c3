import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { useTestApp } from '../helpers/test-app';
import { send, sessionOf } from './account/account-fixtures';

/** What a client sends never makes the api answer 5xx: bad text, days and bodies are 4xx `{ detail }`. */

const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'festival-uploads-'));
const t = useTestApp({ configOverrides: { uploadDir } });
afterAll(() => fs.rmSync(uploadDir, { recursive: true, force: true }));

const CSRF = 'client-input-csrf-token-0123456789';
const csrf = { cookies: { csrftoken: CSRF }, headers: { 'x-csrftoken': CSRF } };
const NUL = '\u0000';
/** The smallest valid PNG. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082', 'hex');

function expectControlRejected(res: { statusCode: number; json: () => unknown }, field: string) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ detail: `${field} must not contain control characters` });
}

function postJson(app: FastifyInstance, url: string, payload: string) {
  return app.inject({ method: 'POST', url, payload, cookies: csrf.cookies, headers: { ...csrf.headers, 'content-type': 'application/json' } });
}

test('a NUL byte in account texts answers 400 naming the field', async () => {
  const signUp = { email: 'nul@example.org', password: 'long enough password', first_name: `Ada${NUL}`, last_name: 'Lovelace' };
  expectControlRejected(await send(t.app, 'POST', '/api/account/signup/', signUp), 'body/first_name');
  expectControlRejected(await send(t.app, 'POST', '/api/account/login/', { email: `a${NUL}@example.org`, password: 'whatever' }), 'body/email');

  expect((await send(t.app, 'POST', '/api/account/signup/', { ...signUp, first_name: 'Ada' })).statusCode).toBe(202);
  const login = await send(t.app, 'POST', '/api/account/login/', { email: signUp.email, password: signUp.password });
  const profile = await send(t.app, 'PUT', '/api/account/profile/', { email: 'nul@example.org', first_name: 'Ada', last_name: `Love${NUL}lace` }, sessionOf(login));
  expectControlRejected(profile, 'body/last_name');
});

test('control characters in the error log, order lookup, search and checkout answer 400', async () => {
  expectControlRejected(await postJson(t.app, '/api/dashboard-error-log/', JSON.stringify({ url: `/de/x${NUL}` })), 'body/url');
  expectControlRejected(await t.app.inject({ url: '/api/shop-orders/lookup/?code=AB%00CD&email=a%40example.org' }), 'querystring/code');
  expectControlRejected(await t.app.inject({ url: '/api/search/?query=lesung%1B' }), 'querystring/query');
  const checkout = await postJson(t.app, '/api/shop-orders/', JSON.stringify({
    first_name: 'Ada', last_name: 'Lovelace', email: `ada${NUL}@example.org`, phone: '', terms_accepted: true, payment_method: 'invoice',
  }));
  expect(checkout.statusCode).toBe(400);
  expect(checkout.json()).toHaveProperty('detail');
});

test('a line break in one-line text answers 400', async () => {
  expectControlRejected(await postJson(t.app, '/api/dashboard-error-log/', JSON.stringify({ url: '/de/a\nb' })), 'body/url');
});

test('a form value with a control character is a field error, not a stored NUL', async () => {
  const form = await t.db.kysely.selectFrom('forms').select('id').where('slug', '=', 'kontakt').executeTakeFirstOrThrow();
  const res = await postJson(t.app, '/en/api/forms-entries/', JSON.stringify({ form: form.id, field_values: { name: `Ada${NUL}`, message: 'Hello' } }));
  expect(res.statusCode).toBe(400);
  expect(res.json().errors).toContainEqual({ field: 'name', message: 'Invalid value.' });
  const key = await postJson(t.app, '/api/forms-entries/', JSON.stringify({ form: form.id, field_values: { [`na${NUL}me`]: 'Ada' } }));
  expect(key.statusCode).toBe(400);
  expect(key.json()).toHaveProperty('detail');
});

test.each([
  ['/api/calendar/?date=31-12-9999'],
  ['/api/calendar/?date=01-01-0050'],
  ['/api/events/?date=31-12-9999'],
  ['/api/productions/?date=01-06-0000'],
  ['/api/shop-calendar/?month=9999-12'],
  ['/api/shop-calendar/?month=0050-06'],
  ['/api/shop-calendar/?month=0000-01'],
])('a day or month out of the handled years answers 400: %s', async (url) => {
  const res = await t.app.inject({ url });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toHaveProperty('detail');
});

test('the first and last handled months still answer, with their neighbours', async () => {
  const last = await t.app.inject({ url: '/api/shop-calendar/?month=2999-12' });
  expect(last.statusCode).toBe(200);
  expect(last.json()).toMatchObject({ month: '2999-12', previous: '2999-11', next: '3000-01' });
  const first = await t.app.inject({ url: '/api/shop-calendar/?month=1900-01' });
  expect(first.json()).toMatchObject({ month: '1900-01', previous: '1899-12' });
  expect((await t.app.inject({ url: '/api/calendar/?date=31-12-2999' })).statusCode).toBe(200);
});

test('a multipart upload without a boundary or cut off answers 400', async () => {
  const noBoundary = await t.app.inject({
    method: 'POST', url: '/api/temp-files/', payload: 'abc', cookies: csrf.cookies, headers: { ...csrf.headers, 'content-type': 'multipart/form-data' },
  });
  expect(noBoundary.statusCode).toBe(400);
  expect(noBoundary.json().detail).toMatch(/multipart/i);
  const cutOff = await t.app.inject({
    method: 'POST', url: '/api/temp-files/', cookies: csrf.cookies,
    headers: { ...csrf.headers, 'content-type': 'multipart/form-data; boundary=xyz' },
    payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\u0089PNG',
  });
  expect(cutOff.statusCode).toBe(400);
});

test('a file cut off inside its PNG header answers 400, not the type sniffer\'s error', async () => {
  const boundary = 'cutboundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10, 141, 1, 251, 32, 252]),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST', url: '/api/temp-files/', payload, cookies: csrf.cookies, headers: { ...csrf.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ detail: 'Only PDF files and images (PNG, JPEG, GIF, WebP) can be uploaded.' });
});

test('malformed JSON answers 400 with a detail', async () => {
  for (const url of ['/api/forms-entries/', '/api/account/login/', '/api/shop-cart/']) {
    const res = await postJson(t.app, url, '{"form": ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: expect.stringMatching(/JSON/) });
  }
});

test('bidi controls are removed from the stored upload name', async () => {
  const boundary = 'festivalboundary';
  const name = 'rechnung\u202Egnp.exe\u2066\u200F';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST', url: '/api/temp-files/', payload, cookies: csrf.cookies, headers: { ...csrf.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(res.statusCode).toBe(201);
  expect(res.json().name).toBe('rechnunggnp.exe');
  const row = await t.db.kysely.selectFrom('temp_files').select('original_name').where('token', '=', res.json().id).executeTakeFirstOrThrow();
  expect(row.original_name).toBe('rechnunggnp.exe');
});

test.each([
  ['/api/events/Infinity/', 'params/id'],
  ['/api/persons/-Infinity/', 'params/id'],
  ['/api/events/?page=Infinity', 'querystring/page'],
  ['/api/articles/?page=Infinity', 'querystring/page'],
])('"Infinity" for a number answers 400 before any lookup: %s', async (url, field) => {
  const res = await t.app.inject({ url });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ detail: `${field} must be a finite number` });
});

test('a text that Ajv reads as an infinite number ("1e309") in a body answers 400 naming the field, as every other schema error', async () => {
  const json = { 'content-type': 'application/json', ...csrf.headers };
  const entry = await t.app.inject({
    method: 'POST', url: '/de/api/forms-entries/', remoteAddress: '203.0.113.99', cookies: csrf.cookies, headers: json,
    payload: JSON.stringify({ form: '1e309', field_values: {} }),
  });
  expect(entry.statusCode).toBe(400);
  expect(entry.json()).toMatchObject({ detail: 'body/form must be a finite number' });

  const signUp = { email: 'infinite@example.org', password: 'long enough password', first_name: 'Ada', last_name: 'Lovelace' };
  expect((await send(t.app, 'POST', '/api/account/signup/', signUp)).statusCode).toBe(202);
  const session = sessionOf(await send(t.app, 'POST', '/api/account/login/', { email: signUp.email, password: signUp.password }));
  const favourites = await send(t.app, 'PUT', '/api/account/favorites/', { event_ids: ['-1e309'] }, session);
  expect(favourites.statusCode).toBe(400);
  expect(favourites.json()).toMatchObject({ detail: 'body/event_ids/0 must be a finite number' });
});
