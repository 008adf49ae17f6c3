import fs from 'node:fs';
import path from 'node:path';
import type { EventDayPage } from '@festival/shared/api-schemas/programme';
import { useWorkspaceTestApp } from '../../helpers/fake-workspace';
import { testNow } from '../../helpers/test-clock';

const t = useWorkspaceTestApp();

/** A remote's manifest as the federation plugin writes it, for the given exposes. */
function manifest(remote: string, exposes: Record<string, { js: string[]; css: string[] }>, version = 'a1') {
  return {
    name: remote,
    metaData: { name: remote, publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
    shared: [],
    remotes: [],
    exposes: Object.entries(exposes).map(([name, assets]) => ({
      id: `${remote}:${name}`,
      name,
      path: `./${name}`,
      assets: {
        js: { sync: assets.js.map((file) => file.replace('.js', `.${version}00000000.js`)), async: ['never-preloaded.js'] },
        css: { sync: assets.css, async: ['never-preloaded.css'] },
      },
    })),
  };
}

function writeManifest(folder: string, content: object): void {
  fs.mkdirSync(path.join(t.workspaceRoot, folder, 'dist'), { recursive: true });
  fs.writeFileSync(path.join(t.workspaceRoot, folder, 'dist', 'mf-manifest.json'), JSON.stringify(content));
}

const PROGRAMME_EXPOSES = {
  'programme-page': { js: ['vendor-single-spa-react.js', 'programme.js'], css: ['programme.css'] },
  'event-detail': { js: ['vendor-single-spa-react.js', 'event.js'], css: ['event.css'] },
  'event-list-module': { js: ['vendor-single-spa-react.js', 'event-list.js'], css: [] },
};

beforeAll(() => {
  writeManifest('mf-programme', manifest('mf_programme', PROGRAMME_EXPOSES));
  writeManifest('mf-magazine', manifest('mf_magazine', {
    'blog-teaser-list': { js: ['teasers.js'], css: ['teasers.css'] },
    'highlight-teaser': { js: ['highlight.js'], css: [] },
    'article-page': { js: ['article.js'], css: [] },
  }));
  writeManifest('mf-shop', manifest('mf_shop', { 'booking-widget': { js: ['booking.js'], css: [] } }));
});

async function preloads(url: string): Promise<{ as: string; href?: string; attributes: string }[]> {
  const res = await t.app.inject({ url });
  expect(res.statusCode).toBe(200);
  // A remote's styles are applied at once (the slot is server-rendered), its scripts preloaded.
  return [...res.body.matchAll(/<link rel="(?:preload" as="(\w+)"|(stylesheet)")([^>]*)>/g)]
    // The shell's own script is the template's, on every page alike: only the route's count here.
    .filter(([, as, , attributes]) => as === 'image' || attributes?.includes('/remotes/'))
    .map(([, as, stylesheet, attributes]) => ({
      as: (as ?? stylesheet) as string,
      href: /href="([^"]+)"/.exec(attributes as string)?.[1],
      attributes: attributes as string,
    }));
}

const remote = (folder: string, file: string) => `http://localhost/remotes/${folder}/${file}`;
const scriptAndStyleHrefs = (links: { as: string; href?: string }[]) =>
  links.filter((link) => link.as !== 'image').map((link) => `${link.as} ${link.href}`);

test('a remote route preloads its remote entry and its module\'s start-up files from the manifest, nothing else', async () => {
  const links = await preloads('/de/programm');
  // The app runs them after the first paint: they do not compete with the styles and the picture.
  for (const link of links.filter(({ as }) => as === 'script')) expect(link.attributes).toContain('fetchpriority="low"');
  expect(scriptAndStyleHrefs(links)).toEqual([
    `stylesheet ${remote('mf-programme', 'programme.css')}`,
    `script ${remote('mf-programme', 'remoteEntry.js')}`,
    `script ${remote('mf-programme', 'vendor-single-spa-react.a100000000.js')}`,
    `script ${remote('mf-programme', 'programme.a100000000.js')}`,
  ]);
});

test('the script preloads wait in an inert template, for the start script to add them once the page has painted, named by module for the runtime', async () => {
  const html = (await t.app.inject({ url: '/de/programm' })).body;
  const [opening, modules, template] = /<template id="app-preloads" data-modules="([^"]*)">([\s\S]*?)<\/template>/.exec(html)?.slice(0) ?? [];
  const scriptPreloads = html.match(/<link rel="preload" as="script"[^>]*\/remotes\/[^>]*>/g) ?? [];
  expect(scriptPreloads).toHaveLength(3);
  for (const link of scriptPreloads) expect(template).toContain(link);
  expect(modules).toBe('mf_programme/programme-page');
  expect(html.indexOf(opening!)).toBeLessThan(html.indexOf('</head>'));
});

test('the home page links the styles of the modules it shows and preloads none of their scripts: they hydrate once near the viewport', async () => {
  expect(scriptAndStyleHrefs(await preloads('/de'))).toEqual([`stylesheet ${remote('mf-magazine', 'teasers.css')}`]);
});

test('a page without a remote preloads no script', async () => {
  expect(scriptAndStyleHrefs(await preloads('/en/agb'))).toEqual([]);
});

test('an event preloads its picture at high priority, in the sources and sizes its <img> uses', async () => {
  const days = await t.app.inject({ url: '/de/api/events/?page_size=50' }).then((res) => res.json<EventDayPage>());
  const event = days.results.flatMap((day) => day.events).find((card) => card.image_obj);
  if (!event?.image_obj) throw new Error('the seed has no event with a picture');
  const [image, ...others] = (await preloads(event.link)).filter((link) => link.as === 'image');
  expect(others).toEqual([]);
  const name = /\/media\/([^/.?]+)/.exec(event.image_obj.url)?.[1];
  expect(image?.attributes).toContain('fetchpriority="high"');
  expect(image?.attributes).toContain('type="image/avif"');
  expect(image?.attributes).toMatch(new RegExp(`imagesrcset="/media/${name}\\.avif\\?w=\\d+ \\d+w, `));
  expect(image?.attributes).toContain('imagesizes="100vw"');
  // First in the head: the picture's request does not wait behind the shell's scripts and styles.
  const html = (await t.app.inject({ url: event.link })).body;
  expect(html.indexOf('rel="preload" as="image"')).toBeLessThan(html.indexOf('<link rel="preload" as="script"'));
  expect(html).not.toContain('<!--image-preload-->');
});

test('a new build of a remote is preloaded once its manifest is a minute old', async () => {
  const start = testNow();
  t.setNow(start);
  await preloads('/de/programm');
  writeManifest('mf-programme', manifest('mf_programme', PROGRAMME_EXPOSES, 'b2'));
  expect(scriptAndStyleHrefs(await preloads('/de/programm'))).toContain(`script ${remote('mf-programme', 'programme.a100000000.js')}`);
  t.setNow(new Date(start.getTime() + 61_000));
  expect(scriptAndStyleHrefs(await preloads('/de/programm'))).toContain(`script ${remote('mf-programme', 'programme.b200000000.js')}`);
});

test('the home page preloads the picture of its opening hero, and a page without a hero none', async () => {
  const [hero, ...others] = (await preloads('/de')).filter((link) => link.as === 'image');
  expect(others).toEqual([]);
  expect(hero?.attributes).toContain('fetchpriority="high"');
  expect(hero?.attributes).toMatch(/imagesrcset="\/media\/home-hero\.avif\?w=\d+ \d+w, /);
  expect((await preloads('/en/agb')).filter((link) => link.as === 'image')).toEqual([]);
  expect((await t.app.inject({ url: '/en/agb' })).body).not.toContain('<!--image-preload-->');
});

test("a remote build for shared singletons the shell's copies do not satisfy is logged once, by name and version", async () => {
  const warn = jest.spyOn(t.app.log, 'warn');
  const shared = (react: string) => [{ name: 'react', version: react, singleton: true, requiredVersion: `^${react}` }];
  fs.mkdirSync(path.join(t.workspaceRoot, 'shell', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(t.workspaceRoot, 'shell', 'dist', 'mf-manifest.json'), JSON.stringify({ name: 'shell', shared: shared('19.2.9') }));
  const build = (react: string) => writeManifest('mf-programme', { ...manifest('mf_programme', PROGRAMME_EXPOSES, 'c3'), shared: shared(react) });
  const minuteLater = (() => {
    let at = testNow().getTime() + 3_600_000;
    return () => t.setNow(new Date((at += 61_000)));
  })();
  const versionWarnings = () => warn.mock.calls.filter(([message]) => String(message).includes('shared singletons'));

  build('19.3.0');
  minuteLater();
  await preloads('/de/programm');
  minuteLater();
  await preloads('/de/programm');
  expect(versionWarnings()).toHaveLength(1);
  expect(String(versionWarnings()[0]?.[0])).toContain("mf_programme was built for shared singletons the shell does not provide; it runs with the shell's copies: react ^19.3.0 (the shell's is 19.2.9)");

  build('19.2.0');
  minuteLater();
  await preloads('/de/programm');
  expect(versionWarnings()).toHaveLength(1);
});
