import { useTestApp } from '../helpers/test-app';

const t = useTestApp();
const app = () => t.app;

function csrfCookieOf(setCookie: string | string[] | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : [setCookie ?? ''];
  const found = all.find((c) => c.startsWith('csrftoken='));
  if (!found) throw new Error('no csrftoken cookie handed out');
  return found.split(';')[0]!.slice('csrftoken='.length);
}

test('a safe request hands out a readable csrftoken cookie', async () => {
  const res = await app().inject({ url: '/pageeditor-api/settings' });
  const raw = ([] as string[]).concat(res.headers['set-cookie'] ?? []).join('\n');
  expect(raw).toMatch(/csrftoken=[\w-]{20,}/);
  expect(raw).not.toMatch(/csrftoken=[^\n]*HttpOnly/i);
});

test('an unsafe request without the header is refused with 403 JSON', async () => {
  const res = await app().inject({ method: 'POST', url: '/api/events/', payload: {} });
  expect(res.statusCode).toBe(403);
  expect(res.json()).toEqual({ detail: 'CSRF token missing or incorrect.' });
});

test('an unsafe request whose header differs from the cookie is refused', async () => {
  const res = await app().inject({
    method: 'POST', url: '/api/events/', payload: {},
    cookies: { csrftoken: 'a'.repeat(32) }, headers: { 'x-csrftoken': 'b'.repeat(32) },
  });
  expect(res.statusCode).toBe(403);
});

test('a matching header passes the check and reaches routing', async () => {
  const first = await app().inject({ url: '/pageeditor-api/settings' });
  const token = csrfCookieOf(first.headers['set-cookie']);
  const res = await app().inject({
    method: 'POST', url: '/api/events/', payload: {},
    cookies: { csrftoken: token }, headers: { 'x-csrftoken': token },
  });
  expect(res.statusCode).not.toBe(403);
});

test('every visitor gets a token of its own, also past one draw of random bytes', async () => {
  const tokens = new Set<string>();
  for (let i = 0; i < 300; i += 1) {
    const res = await app().inject({ url: '/api/events/?page_size=1' });
    tokens.add(csrfCookieOf(res.headers['set-cookie']));
  }
  expect(tokens.size).toBe(300);
  for (const token of tokens) expect(Buffer.from(token, 'base64url')).toHaveLength(24);
});
