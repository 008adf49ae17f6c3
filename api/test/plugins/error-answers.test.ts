import type { LightMyRequestResponse } from 'fastify';
import { adminPaths } from '@festival/shared/api-schemas/admin';
import { call, signedIn, type Account } from '../helpers/editor-session';
import { useTestApp } from '../helpers/test-app';

/** Every error answer has one shape: JSON `{ detail, … }` with a string detail. */

const t = useTestApp();
const CSRF = 'error-answers-csrf-token-0123456789';
const csrf = { cookies: { csrftoken: CSRF }, headers: { 'x-csrftoken': CSRF } };

function expectErrorShape(res: LightMyRequestResponse, status: number) {
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json();
  expect(typeof body.detail).toBe('string');
  expect(body.detail.length).toBeGreaterThan(0);
  // Not Fastify's own shape { statusCode, error, message }.
  expect(body).not.toHaveProperty('statusCode');
  expect(typeof body.message).not.toBe('string');
  return body;
}

async function contactFormId(): Promise<number> {
  return (await t.db.kysely.selectFrom('forms').select('id').where('slug', '=', 'kontakt').executeTakeFirstOrThrow()).id;
}

test('a malformed body on POST forms-entries answers { detail }, not {}', async () => {
  const post = (payload: string, type = 'application/json') => t.app.inject({
    method: 'POST', url: '/api/forms-entries/', payload, cookies: csrf.cookies, headers: { ...csrf.headers, 'content-type': type },
  });
  expectErrorShape(await post('{"form": '), 400);
  expectErrorShape(await post('"just a string"'), 400);
  expectErrorShape(await post(JSON.stringify({ form: 'one', field_values: {} })), 400);
  expectErrorShape(await post(JSON.stringify({ form: 1 })), 400);
  expectErrorShape(await post('form=1', 'application/x-www-form-urlencoded'), 415);
});

test('refused form values name their fields beside the detail: { detail, field, errors }', async () => {
  const res = await t.app.inject({
    method: 'POST', url: '/en/api/forms-entries/', payload: { form: await contactFormId(), field_values: {} }, ...csrf,
  });
  const body = expectErrorShape(res, 400);
  expect(body.detail).toBe('Please check the marked fields.');
  expect(body.errors).toContainEqual({ field: 'name', message: 'This field is required!' });
});

test.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const)('an unknown route answers { detail } for %s', async (method) => {
  for (const url of ['/api/no-such-thing/', '/de/api/no-such-thing/', '/no/such/page.txt']) {
    expectErrorShape(await t.app.inject({ method, url, ...csrf }), 404);
  }
});

test('a known route with a method it does not have answers { detail }', async () => {
  expectErrorShape(await t.app.inject({ method: 'DELETE', url: '/api/calendar/', ...csrf }), 404);
  expectErrorShape(await t.app.inject({ method: 'PUT', url: '/api/forms-entries/', ...csrf }), 404);
});

test('refused CSRF and too large bodies answer { detail }', async () => {
  expectErrorShape(await t.app.inject({ method: 'POST', url: '/api/forms-entries/', payload: {} }), 403);
  const huge = JSON.stringify({ form: 1, field_values: { message: 'x'.repeat(1_100_000) } });
  expectErrorShape(await t.app.inject({
    method: 'POST', url: '/api/forms-entries/', payload: huge, cookies: csrf.cookies, headers: { ...csrf.headers, 'content-type': 'application/json' },
  }), 413);
});

describe('what a route folder adds to the common answers', () => {
  let editor: Account;
  beforeAll(async () => {
    editor = await signedIn(t.db, 'error-answers', 'editor');
  });

  test('a query that breaks its schema names the field in the content admin, and answers { detail } elsewhere', async () => {
    const admin = await call(t.app, 'DELETE', `${adminPaths.formEntries(1)}?before=gestern`, { session: editor.session });
    expect(admin.statusCode).toBe(400);
    expect(admin.json()).toEqual({ detail: expect.any(String), field: 'before', errors: [{ field: 'before', message: 'invalid' }] });
    const visitor = await t.app.inject({ url: '/api/calendar/?date=gestern' });
    expect(visitor.statusCode).toBe(400);
    expect(Object.keys(visitor.json())).toEqual(['detail']);
  });
});
