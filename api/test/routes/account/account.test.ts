import { useTestApp } from '../../helpers/test-app';
import { detailsFor, send, sessionOf } from './account-fixtures';
import { testNow } from '../../helpers/test-clock';

const t = useTestApp();
const app = () => t.app;
const ADA = { email: 'Ada@Example.org', password: 'analytical-engine', first_name: 'Ada', last_name: 'Lovelace' };

test('sign-up stores a scrypt hash and answers 202 without a session; signing in then works', async () => {
  const res = await send(app(), 'POST', '/en/api/account/signup/', ADA);
  expect(res.statusCode).toBe(202);
  expect(res.json()).toEqual({ detail: 'If the address is new, your account is ready: sign in with it.' });
  expect(res.cookies.find((entry) => entry.name === 'sessionid')).toBeUndefined();
  const row = await t.db.kysely.selectFrom('users').select('password_hash').where('email', '=', 'ada@example.org').executeTakeFirstOrThrow();
  expect(row.password_hash).toMatch(/^scrypt\$16384\$8\$1\$/);
  expect(row.password_hash).not.toContain(ADA.password);
  const login = await send(app(), 'POST', '/en/api/account/login/', { email: ADA.email, password: ADA.password });
  expect(login.statusCode).toBe(200);
  const cookie = login.cookies.find((entry) => entry.name === 'sessionid');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  expect(cookie?.secure).toBeFalsy();
  expect(await detailsFor(app(), sessionOf(login))).toMatchObject({ is_logged_in: true, first_name: 'Ada', login_url: '/en/user/login', logout_url: '/en/user/logout' });
});

test('a sign-up with an address that has an account answers exactly as for a new one and changes nothing', async () => {
  const before = await t.db.kysely.selectFrom('users').selectAll().where('email', '=', 'ada@example.org').executeTakeFirstOrThrow();
  const taken = await send(app(), 'POST', '/en/api/account/signup/', { ...ADA, email: 'ADA@example.org', password: 'another-password', first_name: 'Eve' });
  const fresh = await send(app(), 'POST', '/en/api/account/signup/', { ...ADA, email: 'new-reader@example.org' });
  expect(taken.statusCode).toBe(fresh.statusCode);
  expect(taken.body).toBe(fresh.body);
  expect(taken.cookies.map((c) => c.name)).toEqual(fresh.cookies.map((c) => c.name));
  expect(await t.db.kysely.selectFrom('users').selectAll().where('email', '=', 'ada@example.org').executeTakeFirstOrThrow()).toEqual(before);
  expect((await send(app(), 'POST', '/en/api/account/login/', { email: ADA.email, password: 'another-password' })).statusCode).toBe(401);
});

test('sign-up refuses a short password and a malformed address with 400', async () => {
  expect((await send(app(), 'POST', '/en/api/account/signup/', { ...ADA, email: 'x@y.org', password: 'short' })).statusCode).toBe(400);
  expect((await send(app(), 'POST', '/en/api/account/signup/', { ...ADA, email: 'not an address' })).statusCode).toBe(400);
});

test('sign-in with the right password opens a session; a wrong password gives 401 and no cookie', async () => {
  const wrong = await send(app(), 'POST', '/en/api/account/login/', { email: ADA.email, password: 'wrong-password' });
  expect(wrong.statusCode).toBe(401);
  expect(wrong.cookies.find((entry) => entry.name === 'sessionid')).toBeUndefined();
  const unknown = await send(app(), 'POST', '/en/api/account/login/', { email: 'nobody@example.org', password: 'whatever-else' });
  expect(unknown.statusCode).toBe(401);
  expect(unknown.json().detail).toBe(wrong.json().detail);

  const right = await send(app(), 'POST', '/en/api/account/login/', { email: 'ada@example.org', password: ADA.password });
  expect(right.statusCode).toBe(200);
  expect(await detailsFor(app(), sessionOf(right))).toMatchObject({ is_logged_in: true, username: 'ada@example.org' });
});

test('the profile changes name and address; anonymous visitors get 401', async () => {
  const session = sessionOf(await send(app(), 'POST', '/en/api/account/login/', { email: ADA.email, password: ADA.password }));
  const changed = await send(app(), 'PUT', '/en/api/account/profile/', { email: 'countess@example.org', first_name: 'Augusta Ada', last_name: 'King' }, session);
  expect(changed.statusCode).toBe(200);
  expect(await detailsFor(app(), session)).toMatchObject({ email: 'countess@example.org', first_name: 'Augusta Ada', last_name: 'King' });
  expect((await send(app(), 'PUT', '/en/api/account/profile/', { email: 'x@example.org', first_name: 'X', last_name: 'Y' })).statusCode).toBe(401);
});

test('a password change needs the current password and ends the other sessions', async () => {
  const first = sessionOf(await send(app(), 'POST', '/en/api/account/login/', { email: 'countess@example.org', password: ADA.password }));
  const second = sessionOf(await send(app(), 'POST', '/en/api/account/login/', { email: 'countess@example.org', password: ADA.password }));
  const refused = await send(app(), 'POST', '/en/api/account/password/', { current_password: 'not-the-password', new_password: 'difference-engine' }, first);
  expect(refused.statusCode).toBe(401);
  const changed = await send(app(), 'POST', '/en/api/account/password/', { current_password: ADA.password, new_password: 'difference-engine' }, first);
  expect(changed.statusCode).toBe(204);
  expect((await detailsFor(app(), first)).is_logged_in).toBe(true);
  expect((await detailsFor(app(), second)).is_logged_in).toBe(false);
  expect((await send(app(), 'POST', '/en/api/account/login/', { email: 'countess@example.org', password: 'difference-engine' })).statusCode).toBe(200);
});

test('sign-out deletes the session and clears the cookie', async () => {
  const session = sessionOf(await send(app(), 'POST', '/en/api/account/login/', { email: 'countess@example.org', password: 'difference-engine' }));
  const res = await send(app(), 'POST', '/en/api/account/logout/', {}, session);
  expect(res.statusCode).toBe(200);
  expect(res.json().is_logged_in).toBe(false);
  expect(res.cookies.find((entry) => entry.name === 'sessionid')?.value).toBe('');
  expect((await detailsFor(app(), session)).is_logged_in).toBe(false);
  const stored = await t.db.kysely.selectFrom('sessions').select('session_key').where('session_key', '=', session).executeTakeFirst();
  expect(stored).toBeUndefined();
});

test('an expired session no longer counts', async () => {
  const session = sessionOf(await send(app(), 'POST', '/en/api/account/login/', { email: 'countess@example.org', password: 'difference-engine' }));
  t.setNow(new Date(testNow().getTime() + 15 * 24 * 60 * 60 * 1000));
  expect((await detailsFor(app(), session)).is_logged_in).toBe(false);
  t.setNow(testNow());
});

test('sign-in attempts are rate limited per address: the sixth within a minute gets 429', async () => {
  const attempt = () => send(app(), 'POST', '/en/api/account/login/', { email: 'guess@example.org', password: 'guess-guess' });
  const statuses: number[] = [];
  for (let i = 0; i < 6; i += 1) statuses.push((await attempt()).statusCode);
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  // Another account from the same address is not locked out.
  const grace = { email: 'grace@example.org', password: 'compiler-first', first_name: 'Grace', last_name: 'Hopper' };
  expect((await send(app(), 'POST', '/en/api/account/signup/', grace)).statusCode).toBe(202);
  expect((await send(app(), 'POST', '/en/api/account/login/', { email: grace.email, password: grace.password })).statusCode).toBe(200);
});

test('account calls without the CSRF header are refused', async () => {
  const res = await app().inject({ method: 'POST', url: '/en/api/account/login/', payload: { email: ADA.email, password: ADA.password } });
  expect(res.statusCode).toBe(403);
});
