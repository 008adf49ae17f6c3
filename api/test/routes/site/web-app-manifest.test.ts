import { signedIn } from '../../helpers/editor-session';
import { useWorkspaceTestApp } from '../../helpers/fake-workspace';

const t = useWorkspaceTestApp({ publicOrigin: 'http://festival.example' });
const host = 'festival.example';

test('each language has a manifest that meets the install criteria: name, start page, standalone, icons of 192 and 512 px', async () => {
  for (const [locale, name, start] of [['de', 'Literaturfestival Berlin', '/de'], ['en', 'Berlin Literature Festival', '/en']] as const) {
    const res = await t.app.inject({ url: `/manifest.${locale}.webmanifest`, headers: { host } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    const manifest = res.json<{ name: string; short_name: string; start_url: string; id: string; display: string; lang: string; icons: { src: string; sizes: string; purpose: string }[] }>();
    expect(manifest).toMatchObject({ name, lang: locale, start_url: start, id: '/', display: 'standalone', theme_color: '#00847e' });
    expect(manifest.short_name.length).toBeLessThanOrEqual(13);
    for (const size of ['192x192', '512x512']) expect(manifest.icons.some((icon) => icon.sizes === size && icon.purpose === 'any')).toBe(true);
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const file = await t.app.inject({ url: icon.src, headers: { host } });
      expect(file.statusCode).toBe(200);
    }
  }
});

test('every document links the manifest of its language and the theme colour', async () => {
  for (const [url, locale] of [['/de/programm', 'de'], ['/en/programme', 'en'], ['/de/gibt-es-nicht', 'de']] as const) {
    const html = (await t.app.inject({ url, headers: { host } })).body;
    expect(html).toContain(`<link rel="manifest" href="/manifest.${locale}.webmanifest">`);
    expect(html).toContain('<meta name="theme-color" content="#00847e">');
  }
});

test('an editor\'s document is kept by no cache, a signed-in visitor\'s only by their own browser', async () => {
  const editor = await signedIn(t.db, 'manifest-editor', 'editor');
  const visitor = await signedIn(t.db, 'manifest-visitor', 'visitor');
  const cacheControl = async (session?: string) =>
    (await t.app.inject({ url: '/de/programm', headers: { host }, cookies: session ? { sessionid: session } : {} })).headers['cache-control'];
  expect(await cacheControl()).toBe('no-cache');
  expect(await cacheControl(visitor.session)).toBe('private, no-cache');
  expect(await cacheControl(editor.session)).toBe('private, no-store');
});
