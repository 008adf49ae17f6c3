import { useWorkspaceTestApp } from '../../helpers/fake-workspace';

// The site's public origin; tests that name no Host reach it as localhost.
const t = useWorkspaceTestApp({ publicOrigin: 'http://festival.example' });
const origin = 'http://festival.example';

test('robots.txt allows the site, keeps crawlers out of the api and names the sitemap', async () => {
  const res = await t.app.inject({ url: '/robots.txt', headers: { host: 'festival.example' } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
  expect(res.body).toContain('User-agent: *');
  expect(res.body).toContain('Disallow: /api/');
  expect(res.body).toContain('Disallow: /de/api/');
  expect(res.body).toContain(`Sitemap: ${origin}/sitemap.xml`);
});

test('sitemap.xml lists static routes and every online programme object in both languages', async () => {
  const res = await t.app.inject({ url: '/sitemap.xml', headers: { host: 'festival.example' } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  const xml = res.body;
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  for (const path of ['/de', '/en', '/de/programm', '/en/programme', '/de/autorinnen', '/en/productions', '/de/impressum']) {
    expect(locs).toContain(`${origin}${path}`);
  }
  const events = await t.db.kysely.selectFrom('events').select(['id', 'slug', 'is_online']).execute();
  for (const event of events) {
    const de = `${origin}/de/programm/${event.slug}/${event.id}`;
    expect(locs.includes(de)).toBe(event.is_online === 1);
    if (event.is_online === 1) expect(locs).toContain(`${origin}/en/programme/${event.slug}/${event.id}`);
  }
  expect(locs).toContain(`${origin}/de/veranstaltungsorte/alte-muenze/2`);
  expect(locs).toContain(`${origin}/en/series/nachtlese/1`);
  expect(locs.filter((l) => l?.includes('/autorinnen/'))).toHaveLength(80);
  expect(locs.filter((l) => l?.includes('/produktionen/'))).toHaveLength(40);
  expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${origin}/en/venues/alte-muenze/2"/>`);
  expect(locs.some((l) => l?.includes('/user/') || l?.includes('/404'))).toBe(false);
  expect(new Set(locs).size).toBe(locs.length);
});

test('sitemap.xml also lists the content pages', async () => {
  const xml = (await t.app.inject({ url: '/sitemap.xml', headers: { host: 'festival.example' } })).body;
  const article = await t.db.kysely.selectFrom('articles').select(['id', 'slug_de']).where('is_online', '=', 1).orderBy('id').executeTakeFirstOrThrow();
  expect(xml).toContain(`<loc>${origin}/de/magazin/${article.slug_de}/${article.id}</loc>`);
});

test('sitemap.xml links both languages of content pages as alternates', async () => {
  const xml = (await t.app.inject({ url: '/sitemap.xml', headers: { host: 'festival.example' } })).body;
  const entry = xml.split('\n').find((line) => line.startsWith(`<url><loc>${origin}/de/festival/ueber-uns/team</loc>`));
  expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="de" href="${origin}/de/festival/ueber-uns/team"/>`);
  expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${origin}/en/festival/about-us/team"/>`);
  const tags = xml.split('\n').find((line) => line.startsWith(`<url><loc>${origin}/en/magazine/tags</loc>`));
  expect(tags).toContain(`hreflang="de" href="${origin}/de/magazin/tags"`);
  const urls = xml.split('\n').filter((line) => line.startsWith('<url>'));
  expect(urls.every((line) => line.includes('hreflang="de"') && line.includes('hreflang="en"'))).toBe(true);
});
