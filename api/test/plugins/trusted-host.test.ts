import { loadConfig } from '../../src/config';
import { useWorkspaceTestApp } from '../helpers/fake-workspace';
import { createTestApp } from '../helpers/test-app';

const origin = 'https://festival.example';
const t = useWorkspaceTestApp({ publicOrigin: origin, allowedHosts: ['internal.festival', '10.0.0.7:3000'] });

const SITE_URLS = ['/remotes.json', '/robots.txt', '/sitemap.xml', '/de/programm', '/api/events/'];

test.each(SITE_URLS)('%s for a forged Host answers 400 and names no host', async (url) => {
  const res = await t.app.inject({ url, headers: { host: 'evil.example' } });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ detail: 'Unknown host' });
  expect(res.body).not.toContain('evil.example');
});

test.each(['festival.example', 'FESTIVAL.example:443', 'internal.festival:8080', '10.0.0.7:3000', '127.0.0.1:3000', 'localhost', '[::1]:3000'])(
  'Host %s is served, and answers name the public origin',
  async (host) => {
    const remotes = await t.app.inject({ url: '/remotes.json', headers: { host } });
    expect(remotes.statusCode).toBe(200);
    expect(remotes.json().mf_shop).toBe(`${origin}/remotes/mf-shop/mf-manifest.json`);
    const robots = await t.app.inject({ url: '/robots.txt', headers: { host } });
    expect(robots.body).toContain(`Sitemap: ${origin}/sitemap.xml`);
    const sitemap = await t.app.inject({ url: '/sitemap.xml', headers: { host } });
    expect(sitemap.body).toContain(`<loc>${origin}/de/programm</loc>`);
    const html = (await t.app.inject({ url: '/en/programme', headers: { host } })).body;
    expect(html).toContain(`<link rel="canonical" href="${origin}/en/programme">`);
    expect(html).toContain(`<meta property="og:url" content="${origin}/en/programme">`);
  },
);

test.each(['festival.example.evil.example', 'festival.example/x', 'evil.example@festival.example', 'festival.example:80:80'])(
  'malformed or foreign Host %j answers 400',
  async (host) => {
    const res = await t.app.inject({ url: '/remotes.json', headers: { host } });
    expect(res.statusCode).toBe(400);
  },
);

test('X-Forwarded-Host is ignored without TRUST_PROXY', async () => {
  const res = await t.app.inject({ url: '/de/programm', headers: { host: 'festival.example', 'x-forwarded-host': 'evil.example' } });
  expect(res.statusCode).toBe(200);
  expect(res.body).not.toContain('evil.example');
});

test('with TRUST_PROXY the forwarded host is the one checked', async () => {
  const proxied = await createTestApp({
    configOverrides: { workspaceRoot: t.workspaceRoot, publicOrigin: origin, trustProxy: true },
  });
  try {
    const forged = await proxied.app.inject({ url: '/remotes.json', headers: { host: 'festival.example', 'x-forwarded-host': 'evil.example' } });
    expect(forged.statusCode).toBe(400);
    const fine = await proxied.app.inject({ url: '/remotes.json', headers: { host: 'api:3000', 'x-forwarded-host': 'festival.example' } });
    expect(fine.statusCode).toBe(200);
  } finally {
    await proxied.close();
  }
});

test('PUBLIC_ORIGIN defaults to localhost on the port, and ALLOWED_HOSTS is a comma list', () => {
  expect(loadConfig({ PORT: '4000' }).publicOrigin).toBe('http://localhost:4000');
  expect(loadConfig({ PUBLIC_ORIGIN: 'https://festival.example/' }).publicOrigin).toBe('https://festival.example');
  expect(loadConfig({ ALLOWED_HOSTS: 'a.example, b.example:8080' }).allowedHosts).toEqual(['a.example', 'b.example:8080']);
  expect(() => loadConfig({ PUBLIC_ORIGIN: 'ftp://festival.example' })).toThrow();
});
