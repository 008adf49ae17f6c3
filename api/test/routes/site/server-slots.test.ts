import fs from 'node:fs';
import path from 'node:path';
import { adminPaths } from '@festival/shared/api-schemas/admin';
import { href } from '@festival/shared/routes/route-table';
import { call, signedIn } from '../../helpers/editor-session';
import { useWorkspaceTestApp } from '../../helpers/fake-workspace';
import { buildServerRemote } from '../../helpers/server-remote-build';
import type { EventDetail } from '@festival/shared/api-schemas/programme';
import type { HeadData } from '@festival/shared/head/head-data';
import { documentTitle } from '@festival/shared/head/page-title';
import { HEAD_TEXTS } from '@festival/shared/head/head-texts';
import { headResolvers } from '../../../src/documents/head/head-registry';
import { eventHead, personHead, productionHead, seriesHead, venueHead } from '@festival/shared/head/programme-heads';
import { escapeHtml } from '../../../src/documents/render/render-document';
import { escaped, installShellServerBuild, moduleHtml, routeData, slotHtml } from '../../helpers/server-documents';
import { testNow } from '../../helpers/test-clock';

const t = useWorkspaceTestApp();
let serverBuild = '';

beforeAll(() => {
  installShellServerBuild(t.workspaceRoot);
  serverBuild = path.join(t.workspaceRoot, 'mf-programme', 'dist-server');
  buildServerRemote('mf-programme', serverBuild);
}, 120_000);

async function someEvent() {
  return t.db.kysely.selectFrom('events').selectAll().where('is_online', '=', 1).orderBy('id').executeTakeFirstOrThrow();
}

async function eventDocument() {
  const event = await someEvent();
  return t.app.inject({ url: `/de/programm/${event.slug}/${event.id}` });
}

/** Moves the clock past the minute a server manifest is kept. */
let minutes = 0;
function aMinuteLater() {
  minutes += 2;
  t.setNow(new Date(testNow().getTime() + minutes * 60_000));
}

test('an event document holds the event, rendered by the remote inside the chrome, and its data for hydration', async () => {
  const event = await someEvent();
  const res = await eventDocument();
  expect(res.statusCode).toBe(200);
  expect(res.body).toContain('<header class="sh-header');
  expect(slotHtml(res.body)).toContain(`<h1 class="pg-title">${escaped(event.title_de)}</h1>`);
  const { slot } = routeData(res.body);
  expect(slot?.module).toBe('mf_programme/event-detail');
  expect((slot?.data as { id: number }).id).toBe(event.id);
});

test('the programme document holds the first entries of its first page', async () => {
  const page = (await t.app.inject({ url: '/de/api/events/?page=1&page_size=10' })).json<{ results: { events: { headline: string; name: string }[] }[] }>();
  const titles = page.results.flatMap((day) => day.events.map((event) => event.headline || event.name));
  expect(titles.length).toBeGreaterThan(2);
  const res = await t.app.inject({ url: '/de/programm' });
  expect(res.statusCode).toBe(200);
  const slot = slotHtml(res.body);
  for (const title of titles.slice(0, 3)) expect(slot).toContain(escaped(title));
  expect(routeData(res.body).slot?.module).toBe('mf_programme/programme-page');
});

test('the authors document holds the first page of the list', async () => {
  const page = (await t.app.inject({ url: '/de/api/persons/?page=1' })).json<{ results: { first_name: string; last_name: string }[] }>();
  expect(page.results.length).toBeGreaterThan(1);
  const res = await t.app.inject({ url: '/de/autorinnen' });
  const slot = slotHtml(res.body);
  for (const person of page.results.slice(0, 2)) expect(slot).toContain(escaped(person.last_name));
  expect(routeData(res.body).slot?.module).toBe('mf_programme/authors-page');
});

test.each([
  ['without a filter', ''],
  ['with a season filter', 'season'],
])('the productions document %s holds the first productions of its list', async (_name, filter) => {
  const seasons = (await t.app.inject({ url: '/de/api/seasons/' })).json<{ id: number }[]>();
  const query = filter ? `?season=${seasons[0]!.id}` : '';
  const page = (await t.app.inject({ url: `/de/api/productions/${query ? `${query}&` : '?'}page=1` })).json<{ results: { title: string; headline: string }[] }>();
  expect(page.results.length).toBeGreaterThan(1);
  const res = await t.app.inject({ url: `/de/produktionen${query}` });
  expect(res.statusCode).toBe(200);
  const slot = slotHtml(res.body);
  for (const production of page.results.slice(0, 2)) expect(slot).toContain(escaped(production.title || production.headline));
  const { slot: data } = routeData(res.body);
  expect(data?.module).toBe('mf_programme/productions-page');
  expect((data?.data as { productions: unknown }).productions).toEqual(page);
});

test.each([
  ['production', '/de/api/productions/', 'mf_programme/production-detail'],
  ['author', '/de/api/persons/', 'mf_programme/author-detail'],
  ['venue', '/de/api/venues/', 'mf_programme/venue-detail'],
])('the %s document holds its page, rendered by the remote', async (_name, list, module) => {
  const answer = (await t.app.inject({ url: list })).json<{ results: { id: number; link: string }[] } | { id: number; link: string }[]>();
  const first = (Array.isArray(answer) ? answer : answer.results)[0];
  if (!first) throw new Error(`${list} lists nothing`);
  const res = await t.app.inject({ url: first.link });
  expect(res.statusCode).toBe(200);
  expect(slotHtml(res.body)).toContain('<h1 class="pg-title">');
  const { slot } = routeData(res.body);
  expect(slot?.module).toBe(module);
  expect((slot?.data as { id: number }).id).toBe(first.id);
});

type DetailReader = (app: typeof t.app) => [object, string];
test.each<[string, string, DetailReader, (data: never) => HeadData]>([
  ['event', '/de/api/events/', (app) => [app.programme.eventDetails, 'find'], (event: EventDetail) => eventHead(event, 'de')],
  ['production', '/de/api/productions/', (app) => [app.programme.productions, 'find'], productionHead],
  ['author', '/de/api/persons/', (app) => [app.programme.persons, 'find'], personHead],
  ['venue', '/de/api/venues/', (app) => [app.programme.venues, 'findVenue'], venueHead],
  ['series', '/de/api/series/', (app) => [app.programme.venues, 'findSeries'], seriesHead],
])('the %s document\'s head is built from the data its page loaded, and the object is read once', async (_name, list, reader, buildHead) => {
  const answer = (await t.app.inject({ url: list })).json<{ results: unknown[] } | unknown[]>();
  const first = (Array.isArray(answer) ? answer : answer.results)[0] as { id?: number; slug?: string; link?: string; events?: { link: string }[] } | undefined;
  // Events are listed by day, series without their links.
  const link = first?.link ?? first?.events?.[0]?.link ?? (first?.slug && href('series-slug-id', { slug: first.slug, id: String(first.id) }, 'de'));
  if (!link) throw new Error(`${list} lists nothing`);
  const [service, method] = reader(t.app);
  const reads = jest.spyOn(service as Record<string, () => unknown>, method);
  try {
    // Past the document cache: the page is rendered for this request.
    aMinuteLater();
    const res = await t.app.inject({ url: link });
    expect(res.statusCode).toBe(200);
    // The api route the page's load asked; before, the head's resolver read the object as well.
    expect(reads).toHaveBeenCalledTimes(1);
    const data = routeData(res.body).slot?.data;
    const head = buildHead(data as never);
    expect(res.body).toContain(`<title>${escapeHtml(documentTitle(head.title, 'de'))}</title>`);
    expect(res.body).toContain(`<meta name="description" content="${escapeHtml(head.description)}">`);
    expect(res.body).toContain(`<meta property="og:type" content="${head.ogType}">`);
    for (const [locale, path] of Object.entries(head.alternates ?? {})) {
      expect(res.body).toContain(`<link rel="alternate" hreflang="${locale}" href="http://localhost${escapeHtml(path)}">`);
    }
    if (head.jsonLd) expect(res.body).toContain('"@type":"Event"');
  } finally {
    reads.mockRestore();
  }
});

test.each([
  ['events', '/de/programm'],
  ['productions', '/de/produktionen'],
  ['authors', '/de/autorinnen'],
] as const)('the %s list\'s head comes from the remote that renders it, not from a resolver', async (route, url) => {
  expect(href(route, {}, 'de')).toBe(url);
  const resolver = jest.spyOn(headResolvers as Required<typeof headResolvers>, route);
  try {
    aMinuteLater();
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(resolver).not.toHaveBeenCalled();
    const text = HEAD_TEXTS.de.pages[route];
    expect(res.body).toContain(`<title>${escapeHtml(documentTitle(text.title, 'de'))}</title>`);
    expect(res.body).toContain(`<meta name="description" content="${escapeHtml(text.description)}">`);
    expect(res.body).toContain(`<link rel="alternate" hreflang="en" href="http://localhost${href(route, {}, 'en')}">`);
  } finally {
    resolver.mockRestore();
  }
});

test('an event document whose event does not exist is a 404, not a failed render', async () => {
  const warnings = jest.spyOn(t.app.log, 'warn');
  try {
    const res = await t.app.inject({ url: '/de/programm/gibt-es-nicht/999999' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<meta name="robots" content="noindex">');
    expect(warnings).not.toHaveBeenCalled();
  } finally {
    warnings.mockRestore();
  }
});

test('the series document holds its page and the first page of its events, rendered by the remote', async () => {
  const all = (await t.app.inject({ url: '/de/api/series/' })).json<{ id: number; slug: string }[]>();
  const withEvents = await Promise.all(all.map(async (series) => ({
    series,
    events: (await t.app.inject({ url: `/de/api/events/?series=${series.id}&page=1&page_size=10` })).json<{ results: { events: { name: string; headline: string }[] }[] }>(),
  })));
  const found = withEvents.find(({ events }) => events.results.length > 0);
  if (!found) throw new Error('no series with events');
  const { series, events } = found;
  const res = await t.app.inject({ url: href('series-slug-id', { slug: series.slug, id: String(series.id) }, 'de') });
  expect(res.statusCode).toBe(200);
  const slot = slotHtml(res.body);
  expect(slot).toContain('<h1 class="pg-title">');
  const first = events.results[0]!.events[0]!;
  expect(slot).toContain(escaped(first.headline || first.name));
  const { slot: data } = routeData(res.body);
  expect(data?.module).toBe('mf_programme/series-detail');
  expect(data?.data).toMatchObject({ id: series.id, firstEvents: events });
});

test.each(['de', 'en'] as const)('the %s home page\'s event list module is rendered by the programme remote, with the time it was rendered at', async (locale) => {
  const page = await t.app.inject({ url: `/${locale}/pageeditor-api/page` });
  const eventList = page.json<{ modules: { slug: string; model: string; children?: { name: string; date_start: string }[] }[] }>().modules
    .find((module) => module.model === 'EventList');
  if (!eventList?.children?.length) throw new Error('the seeded home page has no event list with events');
  const res = await t.app.inject({ url: `/${locale}` });
  expect(res.statusCode).toBe(200);
  const upcoming = eventList.children.filter((event) => new Date(event.date_start) >= testNow());
  expect(upcoming.length).toBeGreaterThan(0);
  const html = moduleHtml(res.body, eventList.slug);
  for (const event of upcoming) expect(html).toContain(escaped(event.name));
  const served = routeData(res.body).modules?.find((module) => module.slug === eventList.slug);
  expect(served?.module).toBe('mf_programme/event-list-module');
  expect(Date.parse((served?.data as { now: string }).now)).not.toBeNaN();
});

test('a changed event shows in the next document', async () => {
  const event = await someEvent();
  expect(slotHtml((await eventDocument()).body)).toContain(escaped(event.title_de));
  const editor = await signedIn(t.db, 'programm', 'editor');
  const stored = (await call(t.app, 'GET', adminPaths.item('events', event.id), { session: editor.session })).json() as { revision: number };
  const renamed = await call(t.app, 'PATCH', adminPaths.item('events', event.id), { session: editor.session, payload: { title_de: 'Ganz neuer Titel', revision: stored.revision } });
  expect(renamed.statusCode).toBe(200);
  expect(slotHtml((await eventDocument()).body)).toContain('<h1 class="pg-title">Ganz neuer Titel</h1>');
});

test('a remote whose server build throws gives the chrome and the slot skeleton, and a good build takes effect again', async () => {
  fs.writeFileSync(path.join(serverBuild, 'remoteEntry.broken.js'), 'throw new Error("broken build");');
  const manifestFile = path.join(serverBuild, 'mf-manifest.json');
  const manifest = fs.readFileSync(manifestFile, 'utf8');
  fs.writeFileSync(manifestFile, manifest.replace(/remoteEntry\.[0-9a-f]+\.js/, 'remoteEntry.broken.js'));
  aMinuteLater();
  const warn = jest.spyOn(t.app.log, 'warn');
  const res = await eventDocument();
  expect(res.statusCode).toBe(200);
  expect(res.body).toContain('<header class="sh-header');
  expect(res.body).toContain('data-skeleton="event-detail"');
  expect(slotHtml(res.body)).toBeNull();
  expect(routeData(res.body).slot).toBeNull();
  // Logged once per remote and minute, however many documents fail meanwhile.
  await t.app.inject({ url: '/de/programm' });
  expect(warn.mock.calls.filter(([fields]) => (fields as { remote?: string }).remote === 'mf_programme')).toHaveLength(1);
  warn.mockRestore();

  // The good build again: it renders without a restart once the manifest is read again.
  fs.writeFileSync(manifestFile, manifest);
  aMinuteLater();
  expect(slotHtml((await eventDocument()).body)).toContain('pg-title');
});

test('a remote with no server build gives the chrome and the slot skeleton', async () => {
  fs.rmSync(serverBuild, { recursive: true });
  aMinuteLater();
  const res = await eventDocument();
  expect(res.statusCode).toBe(200);
  expect(res.body).toContain('<header class="sh-header');
  expect(res.body).toContain('data-skeleton="event-detail"');
  expect(routeData(res.body).slot).toBeNull();
});
