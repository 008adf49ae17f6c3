import { loadConfig } from '../../../src/config';
import { useWorkspaceTestApp } from '../../helpers/fake-workspace';
import { createTestApp } from '../../helpers/test-app';

const t = useWorkspaceTestApp();

test('remotes.json points at the embedded builds on the public origin', async () => {
  const res = await t.app.inject({ url: '/remotes.json' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-cache');
  expect(res.json()).toEqual({
    mf_programme: 'http://localhost/remotes/mf-programme/mf-manifest.json',
    mf_magazine: 'http://localhost/remotes/mf-magazine/mf-manifest.json',
    mf_shop: 'http://localhost/remotes/mf-shop/mf-manifest.json',
    mf_editor: 'http://localhost/remotes/mf-editor/mf-manifest.json',
  });
});

test('remotes.json takes manifest URLs from REMOTE_<NAME>_URL', async () => {
  const other = await createTestApp({
    configOverrides: {
      workspaceRoot: t.workspaceRoot,
      publicOrigin: 'https://site.example',
      remoteUrls: loadConfig({ REMOTE_MF_PROGRAMME_URL: 'https://cdn.example/programme/v42/mf-manifest.json' }).remoteUrls,
    },
  });
  try {
    const res = await other.app.inject({ url: '/remotes.json', headers: { host: 'site.example' } });
    expect(res.json().mf_programme).toBe('https://cdn.example/programme/v42/mf-manifest.json');
    expect(res.json().mf_shop).toBe('https://site.example/remotes/mf-shop/mf-manifest.json');
  } finally {
    await other.close();
  }
});

test.each([
  ['/remotes/mf-programme/mf-manifest.json', 'no-cache'],
  ['/remotes/mf-programme/remoteEntry.js', 'no-cache'],
  ['/remotes/mf-programme/190.ce7350b539.js', 'public, max-age=31536000, immutable'],
])('%s is served for any origin with %s', async (url, cacheControl) => {
  const res = await t.app.inject({ url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe(cacheControl);
  expect(res.headers['access-control-allow-origin']).toBe('*');
});

test('files of a remote that is not built answer 404', async () => {
  expect((await t.app.inject({ url: '/remotes/mf-shop/remoteEntry.js' })).statusCode).toBe(404);
  expect((await t.app.inject({ url: '/remotes/mf-programme/missing.js' })).statusCode).toBe(404);
});

test.each([
  ['/main.0123abcd45.js', 'public, max-age=31536000, immutable'],
  ['/sw.js', 'no-cache'],
  ['/index.html', 'no-cache'],
  ['/favicon.svg', 'no-cache'],
])('the shell file %s is served with %s and no CORS header', async (url, cacheControl) => {
  const res = await t.app.inject({ url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe(cacheControl);
  expect(res.headers['access-control-allow-origin']).toBeUndefined();
});

test('a missing file is a 404, never a document', async () => {
  const res = await t.app.inject({ url: '/main.ffffffffff.js' });
  expect(res.statusCode).toBe(404);
  expect(res.headers['content-type']).toMatch(/json/);
});

test('paths outside the build folder are not served', async () => {
  const res = await t.app.inject({ url: '/..%2F..%2Fpackage.json' });
  expect([400, 404]).toContain(res.statusCode);
  expect(res.body).not.toContain('"name"');
});

test('unknown api paths answer JSON 404s, not documents', async () => {
  for (const url of ['/api/nothing/', '/de/api/nothing/', '/pageeditor-api/nothing', '/media/', '/remotes/unknown/x.js']) {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
  }
});
