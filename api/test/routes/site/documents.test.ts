import { croppedMediaUrl, mediaName } from '@festival/shared/media/image-sources';
import fc from 'fast-check';
import { createFakeWorkspace, useWorkspaceTestApp } from '../../helpers/fake-workspace';
import { createTestApp } from '../../helpers/test-app';

// The site's public origin; tests that name no Host reach it as localhost.
const t = useWorkspaceTestApp({ publicOrigin: 'http://festival.example' });
const host = 'festival.example';

async function documentAt(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ url, headers: { host, ...headers } });
}

function jsonLd(html: string): { '@type': string; [key: string]: unknown }[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1] as string));
}

async function someEvent() {
  return t.db.kysely.selectFrom('events').selectAll().where('is_online', '=', 1).orderBy('id').executeTakeFirstOrThrow();
}

test('a route document carries lang, title, description, og tags, canonical, alternates and WebSite JSON-LD', async () => {
  const res = await documentAt('/en/programme');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  const html = res.body;
  expect(html).toContain('<html lang="en">');
  expect(html).toContain('<title>Programme and tickets | Berlin Literature Festival</title>');
  expect(html).not.toContain('<title>Festival</title>');
  expect(html).not.toContain('template description');
  expect(html).toMatch(/<meta name="description" content="Every festival event day by day[^"]*">/);
  expect(html).toContain('<meta property="og:title" content="Programme and tickets">');
  expect(html).toContain('<meta property="og:type" content="website">');
  expect(html).toContain(`<meta property="og:url" content="http://${host}/en/programme">`);
  expect(html).toContain(`<link rel="canonical" href="http://${host}/en/programme">`);
  expect(html).toContain(`<link rel="alternate" hreflang="de" href="http://${host}/de/programm">`);
  expect(html).toContain(`<link rel="alternate" hreflang="en" href="http://${host}/en/programme">`);
  expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="http://${host}/de/programm">`);
  expect(html).toContain('<link rel="preload" as="script" fetchpriority="low" href="/main.0123abcd45.js">');
  const [website] = jsonLd(html);
  expect(website).toMatchObject({
    '@type': 'WebSite',
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `http://${host}/en/search?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  });
});

test('an event document has the event head and Event JSON-LD', async () => {
  const event = await someEvent();
  const res = await documentAt(`/de/programm/${event.slug}/${event.id}`);
  expect(res.statusCode).toBe(200);
  const html = res.body;
  expect(html).toContain('<html lang="de">');
  expect(html).toContain('<meta property="og:type" content="event">');
  // og:image is the event's picture cropped to a social card around its focal point (the middle here)
  expect(html).toContain(`<meta property="og:image" content="http://${host}${croppedMediaUrl(mediaName(event.image!)!, 'jpg', 1280, 'share').replaceAll('&', '&amp;')}">`);
  expect(html).toContain(`<link rel="alternate" hreflang="en" href="http://${host}/en/programme/${event.slug}/${event.id}">`);
  const data = jsonLd(html).find((d) => d['@type'] === 'Event');
  expect(data).toMatchObject({
    name: event.title_de,
    startDate: event.date_start,
    endDate: event.date_end,
    url: `http://${host}/de/programm/${event.slug}/${event.id}`,
    location: { '@type': 'Place', address: { addressLocality: 'Berlin' } },
  });
});

test('a wrong slug answers 301 to the one true URL, keeping the query', async () => {
  const event = await someEvent();
  const res = await documentAt(`/en/programme/not-the-slug/${event.id}?overlay=true&x=a%20b`);
  expect(res.statusCode).toBe(301);
  expect(res.headers.location).toBe(`/en/programme/${event.slug}/${event.id}?overlay=true&x=a%20b`);
  expect((await documentAt(res.headers.location as string)).statusCode).toBe(200);
});

async function detailUrls(): Promise<Array<[string, string]>> {
  const db = t.db.kysely;
  const row = <T,>(query: { executeTakeFirstOrThrow: () => Promise<T> }) => query.executeTakeFirstOrThrow();
  const production = await row(db.selectFrom('productions').select(['id', 'slug']).where('is_online', '=', 1).orderBy('id'));
  const person = await row(db.selectFrom('persons').select(['id', 'slug']).where('is_online', '=', 1).orderBy('id'));
  const venue = await row(db.selectFrom('venues').select(['id', 'slug']).orderBy('id'));
  const series = await row(db.selectFrom('series').select(['id', 'slug']).orderBy('id'));
  const article = await row(db.selectFrom('articles').select(['id', 'slug_de', 'slug_en']).where('is_online', '=', 1).orderBy('id'));
  const tag = await row(db.selectFrom('article_tags').select(['id', 'slug_de', 'slug_en']).orderBy('id'));
  const category = await row(db.selectFrom('article_categories').select(['id', 'slug_de', 'slug_en']).orderBy('id'));
  const form = await row(db.selectFrom('forms').select(['id', 'slug']).where('is_online', '=', 1).orderBy('id'));
  return [
    [`/de/produktionen/x/${production.id}`, `/de/produktionen/${production.slug}/${production.id}`],
    [`/en/authors/x/${person.id}`, `/en/authors/${person.slug}/${person.id}`],
    [`/de/veranstaltungsorte/x/${venue.id}`, `/de/veranstaltungsorte/${venue.slug}/${venue.id}`],
    [`/en/series/x/${series.id}`, `/en/series/${series.slug}/${series.id}`],
    [`/en/magazine/${article.slug_de}/${article.id}`, `/en/magazine/${article.slug_en}/${article.id}`],
    [`/de/magazin/tags/x/${tag.id}`, `/de/magazin/tags/${tag.slug_de}/${tag.id}`],
    [`/en/magazine/categories/${category.slug_de}x/${category.id}`, `/en/magazine/categories/${category.slug_en}/${category.id}`],
    [`/de/forms/x/${form.id}`, `/de/forms/${form.slug}/${form.id}`],
  ];
}

test('every detail route answers 301 to its own slug and 200 there', async () => {
  for (const [wrong, own] of await detailUrls()) {
    const res = await documentAt(`${wrong}?a=1`);
    expect([wrong, res.statusCode, res.headers.location]).toEqual([wrong, 301, `${own}?a=1`]);
    expect([own, (await documentAt(own)).statusCode]).toEqual([own, 200]);
  }
});

test('a slug that needs encoding is compared decoded, so its own URL answers 200', async () => {
  const event = await someEvent();
  const reslug = async (slug: string) => {
    await t.db.kysely.updateTable('events').set({ slug }).where('id', '=', event.id).execute();
    await t.app.changes.publish('programme', { entity: 'event', ids: [event.id] });
  };
  await reslug('über uns');
  try {
    const res = await documentAt(`/de/programm/x/${event.id}`);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`/de/programm/%C3%BCber%20uns/${event.id}`);
    expect((await documentAt(res.headers.location as string)).statusCode).toBe(200);
  } finally {
    await reslug(event.slug);
  }
});

test.each(['/de/autorinnen', '/en/productions', '/de/search'])('%s answers 200 with its own title', async (url) => {
  const res = await documentAt(url);
  expect(res.statusCode).toBe(200);
  expect(res.body).toMatch(/<title>[^<]+ \| (Literaturfestival Berlin|Berlin Literature Festival)<\/title>/);
});

test('unknown and offline objects answer the document with status 404', async () => {
  const offline = await t.db.kysely.selectFrom('events').select(['id', 'slug']).where('is_online', '=', 0).executeTakeFirstOrThrow();
  for (const url of ['/de/programm/x/99999', `/de/programm/${offline.slug}/${offline.id}`, '/en/productions/x/999', '/de/autorinnen/x/abc', '/en/venues/x/0', '/de/404']) {
    const res = await documentAt(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('<meta name="robots" content="noindex">');
    expect(res.body).not.toContain('rel="canonical"');
  }
});

test('a path without locale redirects to the cookie locale, keeping a route path', async () => {
  const res = await documentAt('/programme?date=01-12-2026', { cookie: 'locale=en' });
  expect(res.statusCode).toBe(302);
  expect(res.headers.location).toBe('/en/programme?date=01-12-2026');
});

test('without a cookie Accept-Language decides, then de', async () => {
  const en = await documentAt('/', { 'accept-language': 'fr-FR,en;q=0.8,de;q=0.5' });
  expect(en.statusCode).toBe(302);
  expect(en.headers.location).toBe('/en');
  const de = await documentAt('/programm');
  expect(de.headers.location).toBe('/de/programm');
  const cookieWins = await documentAt('/', { cookie: 'locale=de', 'accept-language': 'en' });
  expect(cookieWins.headers.location).toBe('/de');
});

test('a path without locale that is a route in the other language goes there', async () => {
  for (const [path, location] of [['/magazine', '/en/magazine'], ['/programm', '/de/programm'], ['/programme?x=1', '/en/programme?x=1']]) {
    const res = await documentAt(path as string, { cookie: 'locale=de' });
    expect([path, res.statusCode, res.headers.location]).toEqual([path, 302, location]);
  }
  expect((await documentAt('/programm', { cookie: 'locale=en' })).headers.location).toBe('/de/programm');
});

test('a wrongly cased prefix or route is normalised for good', async () => {
  for (const [path, location] of [['/EN/programme', '/en/programme'], ['/De/PROGRAMM?date=01-03-2026', '/de/programm?date=01-03-2026'], ['/en/Programme/', '/en/programme']]) {
    const res = await documentAt(path as string);
    expect([path, res.statusCode, res.headers.location]).toEqual([path, 301, location]);
  }
});

test('a path that names nothing answers the 404 document in the visitor language', async () => {
  for (const [path, lang] of [['/foo/bar', 'de'], ['/fr/x', 'de'], ['/nirgends', 'en']]) {
    const res = await documentAt(path as string, lang === 'en' ? { 'accept-language': 'en' } : {});
    expect([path, res.statusCode]).toEqual([path, 404]);
    expect(res.headers.location).toBeUndefined();
    expect(res.body).toContain(`<html lang="${lang}">`);
    expect(res.body).toContain('<meta name="robots" content="noindex">');
  }
});

test('unlocalised areas are documents without a redirect', async () => {
  for (const url of ['/webshop/cart', '/cms-hub/pages', '/eventim.webshop/calendar']) {
    const res = await documentAt(url, { cookie: 'locale=en' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="en">');
  }
});

test('a path no webshop page answers is a 404 under every webshop prefix, not indexed, in the visitor language', async () => {
  for (const prefix of ['/webshop', '/eventim-template', '/eventim.webshop', '/test.webshop', '/testshop']) {
    for (const rest of ['/foo/bar/baz', '/x', '/events/abc', '/cart/more']) {
      const res = await documentAt(`${prefix}${rest}`, { cookie: 'locale=en' });
      expect([prefix + rest, res.statusCode]).toEqual([prefix + rest, 404]);
      expect(res.body).toContain('<html lang="en">');
      expect(res.body).toContain('<meta name="robots" content="noindex">');
    }
  }
});

test('the bare webshop sister areas are documents, not files', async () => {
  for (const url of ['/eventim.webshop', '/test.webshop', '/test.webshop/']) {
    const res = await documentAt(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  }
  expect((await documentAt('/de/missing.webshop')).statusCode).toBe(404);
});

test('a control character in a document path answers 400, before any lookup', async () => {
  for (const url of ['/de/%00', '/de/seite%00', '/en/programme/x%1F/1', '/%7F']) {
    const res = await documentAt(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Malformed path' });
  }
});

test('text written into the head is escaped', async () => {
  await t.db.kysely.updateTable('events').set({ title_de: 'Lesung </title><script>alert(1)</script> & "mehr" $&' }).where('id', '=', 2).execute();
  await t.app.changes.publish('programme', { entity: 'event', ids: [2] });
  const event = await t.db.kysely.selectFrom('events').selectAll().where('id', '=', 2).executeTakeFirstOrThrow();
  const res = await documentAt(`/de/programm/${event.slug}/2`);
  expect(res.body).not.toContain('<script>alert(1)</script>');
  expect(res.body).toContain('<title>Lesung &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;mehr&quot; $&amp; | Literaturfestival Berlin</title>');
  const scripts = [...res.body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => m[1] as string);
  for (const script of scripts) expect(script).not.toMatch(/<\/?script/i);
  expect(jsonLd(res.body).find((d) => d['@type'] === 'Event')?.name).toBe(event.title_de);
});

test('without a built shell documents answer 503', async () => {
  const bare = createFakeWorkspace({ shell: false });
  const other = await createTestApp({ configOverrides: { workspaceRoot: bare.root } });
  try {
    const res = await other.app.inject({ url: '/de/programm' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toMatch(/not built/);
    expect((await other.app.inject({ url: '/api/genres/' })).statusCode).toBe(200);
  } finally {
    await other.close();
    bare.remove();
  }
});

test('programme URLs with an invalid date or filter value are 404 documents, valid ones 200', async () => {
  for (const query of ['date=31-02-2026', 'date=2026-02-01', 'room=abc', 'genre=1.5', 'type=-3']) {
    expect((await documentAt(`/de/programm?${query}`)).statusCode).toBe(404);
  }
  for (const query of ['date=01-03-2026', 'room=1&genre=2', 'room=', '']) {
    expect((await documentAt(`/de/programm?${query}`)).statusCode).toBe(200);
  }
});

test('productions URLs with an invalid filter value or date are 404 documents, valid ones 200', async () => {
  for (const query of ['season=abc', 'exhibition_type=0', 'tag=1.5', 'date=2026-12-01']) {
    expect((await documentAt(`/en/productions?${query}`)).statusCode).toBe(404);
  }
  for (const query of ['season=1&exhibition_type=2&tag=3', 'date=01-12-2026', 'tag=', 'room=abc']) {
    expect((await documentAt(`/en/productions?${query}`)).statusCode).toBe(200);
  }
});

test('the home page and CMS pages resolve through the content heads, unknown CMS paths are 404', async () => {
  const home = await documentAt('/en');
  expect(home.statusCode).toBe(200);
  expect(home.body).toContain('<title>Berlin Literature Festival</title>');
  expect(jsonLd(home.body).filter((d) => d['@type'] === 'WebSite')).toHaveLength(1);
  const unknown = await documentAt('/de/nirgendwo/zu/finden');
  expect(unknown.statusCode).toBe(404);
  expect(unknown.body).toContain('<meta name="robots" content="noindex">');
});

test('user pages have their own titles in each language', async () => {
  const res = await documentAt('/en/user/profile');
  expect(res.statusCode).toBe(200);
  expect(res.body).toContain('<title>My profile | Berlin Literature Festival</title>');
  expect(res.body).toContain(`<link rel="alternate" hreflang="de" href="http://${host}/de/user/profile">`);
});

test('no path makes the document answer fail with a 5xx', async () => {
  const segment = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('de', 'en', 'programm', 'programme', 'autorinnen', 'x', '0', '99999999999', '%E0%A4%A', '..'));
  await fc.assert(fc.asyncProperty(fc.array(segment, { minLength: 1, maxLength: 4 }), async (segments) => {
    const path = `/${segments.map((s) => (s.startsWith('%') ? s : encodeURIComponent(s))).join('/')}`;
    const res = await documentAt(path);
    expect(res.statusCode).toBeLessThan(500);
  }), { numRuns: 150 });
});

function breadcrumb(html: string): { name: string; item: string }[] | undefined {
  const list = jsonLd(html).find((d) => d['@type'] === 'BreadcrumbList') as { itemListElement: { position: number; name: string; item: string }[] } | undefined;
  return list?.itemListElement.map(({ name, item }) => ({ name, item }));
}

test('a CMS page has a BreadcrumbList from the home page through its ancestors', async () => {
  const res = await documentAt('/en/festival/about-us/team');
  expect(res.statusCode).toBe(200);
  expect(breadcrumb(res.body)).toEqual([
    { name: 'Berlin Literature Festival', item: `http://${host}/en` },
    { name: expect.any(String), item: `http://${host}/en/festival` },
    { name: expect.any(String), item: `http://${host}/en/festival/about-us` },
    { name: expect.any(String), item: `http://${host}/en/festival/about-us/team` },
  ]);
});

test('detail pages have a BreadcrumbList through their list page; list pages and home have none', async () => {
  const event = await someEvent();
  const res = await documentAt(`/de/programm/${event.slug}/${event.id}`);
  expect(breadcrumb(res.body)).toEqual([
    { name: 'Literaturfestival Berlin', item: `http://${host}/de` },
    { name: 'Programm und Karten', item: `http://${host}/de/programm` },
    { name: event.title_de, item: `http://${host}/de/programm/${event.slug}/${event.id}` },
  ]);
  const article = await t.db.kysely.selectFrom('articles').select(['id', 'slug_en', 'title_en']).where('is_online', '=', 1).orderBy('id').executeTakeFirstOrThrow();
  expect(breadcrumb((await documentAt(`/en/magazine/${article.slug_en}/${article.id}`)).body)?.map((step) => step.name))
    .toEqual(['Berlin Literature Festival', 'Magazine', article.title_en]);
  const venue = await t.db.kysely.selectFrom('venues').select('slug').where('id', '=', 2).executeTakeFirstOrThrow();
  expect(breadcrumb((await documentAt(`/en/venues/${venue.slug}/2`)).body)).toHaveLength(2);
  expect(breadcrumb((await documentAt('/de/programm')).body)).toBeUndefined();
  expect(breadcrumb((await documentAt('/de')).body)).toBeUndefined();
});

test('every route document has an og:image, the site picture when the page has none', async () => {
  for (const url of ['/de', '/en/programme', '/de/magazin/tags', '/en/search', '/de/404']) {
    expect((await documentAt(url)).body).toMatch(new RegExp(`<meta property="og:image" content="http://${host}/media/[^"]+">`));
  }
  expect((await documentAt('/en/programme')).body).toContain(`<meta property="og:image" content="http://${host}/media/festival-share.jpg?w=1280&amp;ratio=share&amp;fx=50&amp;fy=50">`);
});
