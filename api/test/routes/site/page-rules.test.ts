import { createSession } from '../../../src/services/account/session-repository';
import { useWorkspaceTestApp } from '../../helpers/fake-workspace';
import { testNow } from '../../helpers/test-clock';

const t = useWorkspaceTestApp({ publicOrigin: 'http://festival.example' });
const host = 'festival.example';

function documentAt(url: string, sessionKey?: string) {
  return t.app.inject({ url, headers: { host }, cookies: sessionKey ? { sessionid: sessionKey } : {} });
}

async function sessionFor(isEditor: boolean): Promise<string> {
  const email = `${isEditor ? 'editor' : 'reader'}-${Math.random().toString(36).slice(2)}@example.org`;
  const user = await t.db.kysely.insertInto('users').values({
    email, username: email, password_hash: 'x', is_editor: isEditor ? 1 : 0, created_at: testNow().toISOString(),
  }).returning('id').executeTakeFirstOrThrow();
  return (await createSession(t.db.kysely, user.id, testNow())).key;
}

async function setSiteOnline(online: boolean) {
  await t.db.kysely.updateTable('settings').set({ is_site_online: online ? 1 : 0 }).where('id', '=', 1).execute();
}

describe('redirects table', () => {
  test('an old path answers 301 to its new path, keeping the query', async () => {
    const res = await documentAt('/de/alt-programm?date=01-03-2026&room=2');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/de/programm?date=01-03-2026&room=2');
    const plain = await documentAt('/en/about/');
    expect(plain.statusCode).toBe(301);
    expect(plain.headers.location).toBe('/en/festival/about-us');
  });

  test('a redirect lands on a page that answers 200', async () => {
    const res = await documentAt('/de/presse');
    expect((await documentAt(res.headers.location as string)).statusCode).toBe(200);
  });

  test('a path that is no old path is not redirected', async () => {
    expect((await documentAt('/de/programm')).statusCode).toBe(200);
    expect((await documentAt('/de/alt-programm-2')).statusCode).toBe(404);
  });
});

describe('the v parameter', () => {
  test('visitors are sent to the same URL without v, other parameters kept as sent', async () => {
    const res = await documentAt('/de/festival/ueber-uns?v=3&edit&x=a%20b');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/de/festival/ueber-uns?edit&x=a%20b');
    const only = await documentAt('/en?v=12');
    expect(only.headers.location).toBe('/en');
  });

  test('an unknown or expired session counts as a visitor', async () => {
    expect((await documentAt('/de?v=1', 'no-such-session')).statusCode).toBe(301);
  });

  test('logged-in users keep v', async () => {
    const res = await documentAt('/de/festival/ueber-uns?v=3', await sessionFor(false));
    expect(res.statusCode).toBe(200);
  });

  test('a moved page drops v for visitors in the same redirect', async () => {
    const res = await documentAt('/de/ueber-uns?v=2&a=1');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/de/festival/ueber-uns?a=1');
  });
});

test('overlay=true keeps the page (the shell opens the overlay and drops the parameter)', async () => {
  const res = await documentAt('/de/festival/ueber-uns?overlay=true');
  expect(res.statusCode).toBe(200);
});

describe('site offline', () => {
  afterEach(() => setSiteOnline(true));

  test('every document answers 503 "Website offline"; the api keeps working', async () => {
    await setSiteOnline(false);
    for (const url of ['/de', '/en/programme', '/de/alt-programm', '/de/nirgendwo', '/webshop/cart']) {
      const res = await documentAt(url);
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['retry-after']).toBe('600');
      expect(res.body).toContain('<title>Website offline | ');
      expect(res.body).toContain('<meta name="robots" content="noindex">');
      expect(res.body).toContain('<div id="root"></div>');
    }
    expect((await t.app.inject({ url: '/pageeditor-api/settings' })).json()).toMatchObject({ is_site_online: false });
    expect((await t.app.inject({ url: '/api/genres/' })).statusCode).toBe(200);
  });

  test('editors still see the site, other logged-in users do not', async () => {
    await setSiteOnline(false);
    expect((await documentAt('/de/programm', await sessionFor(true))).statusCode).toBe(200);
    expect((await documentAt('/de/programm', await sessionFor(false))).statusCode).toBe(503);
  });
});

describe('files at the site root', () => {
  test('the service worker is the shell build\'s, served fresh', async () => {
    const res = await t.app.inject({ url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  test.each(['/html/404.html', '/html/500.html', '/html/503.html'])('%s is an HTML page with its own style, body and the site icon', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toMatch(/<style>[\s\S]+<\/style>/);
    expect(res.body).toMatch(/<body>[\s\S]+<\/body>/);
    expect(res.body).not.toMatch(/<script/i);
    // without it the browser asks for /favicon.ico, which the site does not have
    expect(res.body).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg">');
  });

  test('an error page that is not shipped is a JSON 404', async () => {
    const res = await t.app.inject({ url: '/html/418.html' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found' });
  });
});

describe('configured error pages', () => {
  afterEach(() => t.db.kysely.updateTable('settings').set({ error_pages: '{}' }).where('id', '=', 1).execute());

  test('settings name them by status; entries that are no status or no path of this site are dropped', async () => {
    expect((await t.app.inject({ url: '/pageeditor-api/settings' })).json().error_pages).toEqual({});
    await t.db.kysely.updateTable('settings').set({
      error_pages: JSON.stringify({ 404: '/html/not-found.html', 503: '//evil.example/x.html', abc: '/x.html', 500: 'https://evil.example/' }),
    }).where('id', '=', 1).execute();
    expect((await t.app.inject({ url: '/pageeditor-api/settings' })).json().error_pages).toEqual({ 404: '/html/not-found.html' });
  });
});
