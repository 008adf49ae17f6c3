import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../src/config';
import { useWorkspaceTestApp } from '../helpers/fake-workspace';
import { createTestApp } from '../helpers/test-app';

const t = useWorkspaceTestApp();

function directives(policy: unknown): Map<string, string[]> {
  return new Map(String(policy).split(';').map((part) => {
    const [name = '', ...values] = part.trim().split(/\s+/);
    return [name, values];
  }));
}

const EVERY_KIND = [
  ['a document', '/de/programm'],
  ['a JSON answer', '/api/events/'],
  ['a JavaScript file', '/main.0123abcd45.js'],
  ['a remote manifest', '/remotes/mf-programme/mf-manifest.json'],
  ['a public page', '/html/404.html'],
  ['a JSON 404', '/api/nothing-here/'],
  ['a document 404', '/de/nirgendwo'],
];

test.each(EVERY_KIND)('%s carries the security headers', async (_kind, url) => {
  const res = await t.app.inject({ url });
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(res.headers['permissions-policy']).toContain('camera=()');
  const csp = directives(res.headers['content-security-policy']);
  expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('script-src')).toEqual(expect.arrayContaining(["'self'"]));
  expect(csp.get('script-src')).not.toEqual(expect.arrayContaining(["'unsafe-inline'"]));
  expect(csp.get('script-src')).not.toEqual(expect.arrayContaining(["'unsafe-eval'"]));
  // Plain HTTP: browsers ignore HSTS there.
  expect(res.headers['strict-transport-security']).toBeUndefined();
});

test('a forged Host is refused with the security headers too', async () => {
  const res = await t.app.inject({ url: '/remotes.json', headers: { host: 'evil.example' } });
  expect(res.statusCode).toBe(400);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
});

test('a document\'s policy allows the template\'s inline script by its hash, and nothing else inline', async () => {
  const inline = "document.documentElement.dataset.started = '1';";
  const hash = `'sha256-${createHash('sha256').update(inline).digest('base64')}'`;
  for (const url of ['/en/programme', '/de/nirgendwo']) {
    const res = await t.app.inject({ url });
    const scriptSrc = directives(res.headers['content-security-policy']).get('script-src') ?? [];
    // JSON-LD and the route data are data, not code: they are not named.
    expect(scriptSrc.filter((value) => value.startsWith("'sha256-"))).toEqual([hash]);
    expect(res.body).toContain(`<script>${inline}</script>`);
    expect(res.body).toContain('<link rel="preload" as="script" fetchpriority="low" href="/main.0123abcd45.js">');
    expect(res.body).toContain('<script type="application/ld+json">');
  }
  const api = await t.app.inject({ url: '/api/events/' });
  expect(api.headers['content-security-policy']).not.toContain("'sha256-");
});

test('scripts, styles and manifests may come from the remotes set by REMOTE_*_URL and the public origin', async () => {
  const other = await createTestApp({
    configOverrides: {
      workspaceRoot: t.workspaceRoot,
      publicOrigin: 'https://festival.example',
      remoteUrls: loadConfig({ REMOTE_MF_SHOP_URL: 'https://shop.cdn.example/v3/mf-manifest.json' }).remoteUrls,
    },
  });
  try {
    const csp = directives((await other.app.inject({ url: '/de/programm' })).headers['content-security-policy']);
    for (const directive of ['script-src', 'style-src', 'connect-src']) {
      expect(csp.get(directive)).toEqual(expect.arrayContaining(["'self'", 'https://festival.example', 'https://shop.cdn.example']));
    }
    expect(csp.get('frame-src')).toEqual(expect.arrayContaining(['https://*.youtube-nocookie.com', 'https://*.vimeo.com']));
  } finally {
    await other.close();
  }
});

test('behind an HTTPS proxy (TRUST_PROXY) answers carry HSTS', async () => {
  const proxied = await createTestApp({ configOverrides: { workspaceRoot: t.workspaceRoot, trustProxy: true } });
  try {
    const https = await proxied.app.inject({ url: '/api/events/', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const http = await proxied.app.inject({ url: '/api/events/', headers: { 'x-forwarded-proto': 'http' } });
    expect(http.headers['strict-transport-security']).toBeUndefined();
  } finally {
    await proxied.close();
  }
});

test.each(['/remotes/mf-programme/mf-stats.json', '/mf-stats.json'])('build internals are not served: %s', async (url) => {
  fs.writeFileSync(path.join(t.workspaceRoot, 'mf-programme', 'dist', 'mf-stats.json'), '{"secret":"build"}');
  fs.writeFileSync(path.join(t.workspaceRoot, 'shell', 'dist', 'mf-stats.json'), '{"secret":"build"}');
  const res = await t.app.inject({ url });
  expect(res.statusCode).toBe(404);
  expect(res.body).not.toContain('secret');
});

test.each(['/remotes/mf-programme/mf-manifest.json', '/icons/icon-192.png', '/html/404.html', '/main.0123abcd45.js'])(
  'the static file %s sets no CSRF cookie',
  async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
  },
);

test('documents and API answers still hand out the CSRF cookie', async () => {
  for (const url of ['/de/programm', '/api/events/']) {
    const res = await t.app.inject({ url });
    expect(String(res.headers['set-cookie'])).toMatch(/^csrftoken=/);
  }
});
