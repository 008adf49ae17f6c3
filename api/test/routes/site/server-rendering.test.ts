import fs from 'node:fs';
import path from 'node:path';
import type { BreakingNews, Navigation } from '@festival/shared/api-schemas/content';
import type { ChromeData } from '@festival/shared/ssr/chrome-data';
import { createFakeWorkspace } from '../../helpers/fake-workspace';
import { createTestApp } from '../../helpers/test-app';
import type { Page } from '@festival/shared/api-schemas/content';
import type { CmsPageData } from '@festival/shared/ssr/shell-page';
import { cmsPageHead, homeHead } from '@festival/shared/head/page-heads';
import { documentTitle } from '@festival/shared/head/page-title';
import type { Locale } from '@festival/shared/i18n/locales';
import { matchRoute } from '@festival/shared/routes/route-table';
import { headResolvers } from '../../../src/documents/head/head-registry';
import { escapeHtml } from '../../../src/documents/render/render-document';
import { signedIn } from '../../helpers/editor-session';
import { escaped, installShellServerBuild, routeData, shellServerBuild, useServerRenderingApp } from '../../helpers/server-documents';
import { pagePathOf } from '@festival/shared/routes/cms-page-routes';
import { visitorFetch } from '../../../src/documents/render/inject-fetch';
import { testNow } from '../../helpers/test-clock';

const { t, apiJson } = useServerRenderingApp();

/** Moves the clock past the document cache's time, so the next document is rendered for its request. */
let minutes = 0;
function pastTheDocumentCache() {
  minutes += 1;
  t.setNow(new Date(testNow().getTime() + minutes * 60_000));
}

function rootHtml(html: string): string {
  const match = /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="route-data">/.exec(html);
  if (!match) throw new Error('the document has no server-rendered #root followed by #route-data');
  return match[1] as string;
}

test.each([
  ['de', '/de'],
  ['en', '/en/programme'],
] as const)('the %s document at %s holds the chrome: main menu, footer, top alert, and its data', async (locale, url) => {
  const navigation = await apiJson<Navigation>(`/${locale}/pageeditor-api/nav`);
  const [alert] = await apiJson<BreakingNews[]>(`/${locale}/api/breaking-news/`);
  expect(navigation.menu.length).toBeGreaterThan(0);
  expect(navigation.footer.length).toBeGreaterThan(0);
  expect(alert).toBeDefined();

  const res = await t.app.inject({ url });
  expect(res.statusCode).toBe(200);
  const root = rootHtml(res.body);
  for (const item of navigation.menu) expect(root).toContain(`>${escaped(item.menu_name)}<`);
  expect(root).toContain('<footer class="sh-footer">');
  for (const link of navigation.footer) expect(root).toContain(`>${escaped(link.title)}<`);
  expect(root).toContain('class="sh-top-alert"');
  expect(root).toContain(escaped(alert!.title));

  const payload = routeData(res.body);
  const chrome = payload.chrome as ChromeData;
  expect(chrome.locale).toBe(locale);
  expect(chrome.navigation).toEqual(navigation);
  expect(chrome.breakingNews[0]).toEqual(alert);
  expect(payload.slot).toBeNull();
});

test.each([
  ['/de', '', 'Sechzig Tage, fünf Häuser, vierhundert Begegnungen'],
  ['/de/festival/besuch-planen', 'festival/besuch-planen', 'Karten gibt es online, an der Festivalkasse'],
  ['/en/agb', 'agb', 'These General Terms and Conditions apply to all contracts'],
])('the CMS page at %s is rendered with its modules, and its page data goes along', async (url, path, moduleText) => {
  const locale = url.split('/')[1] as string;
  const page = await apiJson<unknown>(path ? `/${locale}/pageeditor-api/page/${path}` : `/${locale}/pageeditor-api/page`);
  const res = await t.app.inject({ url });
  expect(res.statusCode).toBe(200);
  expect(rootHtml(res.body)).toContain(moduleText);
  expect(routeData(res.body).page).toEqual({ kind: 'cms', key: path, locale, data: { page, answers: expect.any(Object) } });
});

test.each([
  ['/de', 'index', ''],
  ['/de/festival/besuch-planen', 'cms-page', 'festival/besuch-planen'],
  ['/en/agb', 'legals-agb', 'agb'],
] as const)('the head of %s is built from the page answer the document carries: the page is not read again', async (url, route, path) => {
  const locale = url.split('/')[1] as Locale;
  const match = matchRoute(url)!;
  pastTheDocumentCache();
  const page = await apiJson<Page>(path ? `/${locale}/pageeditor-api/page/${path}` : `/${locale}/pageeditor-api/page`);
  const resolver = jest.spyOn(headResolvers as Required<typeof headResolvers>, route);
  try {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(resolver).not.toHaveBeenCalled();
    expect((routeData(res.body).page?.data as CmsPageData).page).toEqual(page);
    const head = route === 'index' ? homeHead(page, match, testNow()) : cmsPageHead(page, locale, testNow());
    expect(res.body).toContain(`<title>${escapeHtml(documentTitle(head.title, locale))}</title>`);
    expect(res.body).toContain(`<meta name="description" content="${escapeHtml(head.description)}">`);
    expect(res.body).toContain(`<link rel="canonical" href="http://localhost${escapeHtml(head.alternates![locale]!)}">`);
  } finally {
    resolver.mockRestore();
  }
});

test.each([
  ['/de', ''],
  ['/de/module', ''],
  ['/en/agb', ''],
  ['/de/search', '?q=nacht'],
  ['/de/search/others/2', '?q=e'],
  ['the first form', ''],
])('the document at %s%s carries exactly what its page\'s load returns, and its head is the one built from it', async (named, search) => {
  const form = await t.db.kysely.selectFrom('forms').select(['id', 'slug']).orderBy('id').executeTakeFirstOrThrow();
  const pathname = named.startsWith('/') ? named : `/de/forms/${form.slug}/${form.id}`;
  const match = matchRoute(pathname)!;
  pastTheDocumentCache();
  const loaded = await shellServerBuild().loadShellPage({
    locale: match.locale, routeName: match.name, params: match.params, query: Object.fromEntries(new URLSearchParams(search)),
    pagePath: pagePathOf(pathname, match.locale), fetch: visitorFetch(t.app, '203.0.113.50'), now: () => t.app.clock(),
  }, new AbortController().signal);
  expect(loaded).not.toBeNull();
  const res = await t.app.inject({ url: `${pathname}${search}` });
  expect(res.statusCode).toBe(200);
  expect(routeData(res.body).page).toEqual(loaded!.page);
  if (loaded!.head) expect(res.body).toContain(`<title>${escapeHtml(documentTitle(loaded!.head.title, match.locale))}</title>`);
});

test('a signed-in editor\'s document of an offline CMS page gets its head from the resolver, which shows editors offline pages', async () => {
  const row = await t.db.kysely.selectFrom('pages').select(['id', 'meta_title_de', 'title_de']).where('url_de', '=', 'festival/besuch-planen').executeTakeFirstOrThrow();
  await t.db.kysely.updateTable('pages').set({ is_online: 0 }).where('id', '=', row.id).execute();
  const resolver = jest.spyOn(headResolvers as Required<typeof headResolvers>, 'cms-page');
  try {
    pastTheDocumentCache();
    expect((await t.app.inject({ url: '/de/festival/besuch-planen' })).statusCode).toBe(404);
    const editor = await signedIn(t.db, 'kopf', 'editor');
    const res = await t.app.inject({ url: '/de/festival/besuch-planen', cookies: { sessionid: editor.session } });
    expect(res.statusCode).toBe(200);
    expect(resolver).toHaveBeenCalledTimes(2);
    expect(res.body).toContain(`<title>${escapeHtml(documentTitle(row.meta_title_de || row.title_de, 'de'))}</title>`);
  } finally {
    resolver.mockRestore();
    await t.db.kysely.updateTable('pages').set({ is_online: 1 }).where('id', '=', row.id).execute();
  }
});

test('the page with every module is rendered whole: what its modules load for themselves goes along', async () => {
  const page = await apiJson<{ modules: { model: string; slug: string; form_id?: number | null }[] }>('/de/pageeditor-api/page/module');
  const form = page.modules.find((module) => module.model === 'Forms' && module.form_id);
  if (!form?.form_id) throw new Error('the page with every module has no form');
  const formAnswer = await apiJson<{ title: string }>(`/de/api/forms/${form.form_id}/`);
  const res = await t.app.inject({ url: '/de/module' });
  expect(res.statusCode).toBe(200);
  const root = rootHtml(res.body);
  expect(root).toContain(`>${escaped(formAnswer.title)}</h2>`);
  // Embeds are read in the browser: their consent placeholders are in the page.
  expect(root).toContain('class="fs-consent-gate"');
  const { answers } = routeData(res.body).page?.data as CmsPageData;
  expect(answers[`/api/forms/${form.form_id}/`]).toEqual(formAnswer);
});

test('a container on a page goes along with it and is rendered inside it', async () => {
  const home = await apiJson<{ modules: { model: string; slug: string }[] }>('/de/pageeditor-api/page');
  const container = home.modules.find((module) => module.model === 'Container');
  if (!container) throw new Error('the home page has no container');
  const answer = await apiJson<{ modules: { model: string }[] }>(`/de/pageeditor-api/container/by-slug/${container.slug}`);
  const res = await t.app.inject({ url: '/de' });
  expect((routeData(res.body).page?.data as CmsPageData).answers).toEqual({ [`/pageeditor-api/container/by-slug/${container.slug}`]: answer });
  expect(rootHtml(res.body)).toContain('class="fs-block fs-container');
});

test.each([
  ['the overview', '/de/search', '/de/api/search/'],
  ['a category', '/de/search/others', '/de/api/search/others/'],
])('a search document (%s) holds its results, and the answer goes along', async (_name, route, api) => {
  const [person] = (await apiJson<{ results: { last_name: string; name: string }[] }>('/de/api/persons/?page=1')).results;
  if (!person) throw new Error('no person to search for');
  const q = person.last_name;
  const answer = await apiJson<unknown>(`${api}?query=${encodeURIComponent(q)}${route.endsWith('others') ? '&page=1' : ''}`);
  const res = await t.app.inject({ url: `${route}?q=${encodeURIComponent(q)}` });
  expect(res.statusCode).toBe(200);
  expect(rootHtml(res.body)).toContain(escaped(person.name));
  const category = route.endsWith('others') ? 'others' : null;
  const data = { kind: category ? 'category' : 'overview', data: answer };
  expect(routeData(res.body).page).toEqual({ kind: 'search', key: JSON.stringify([category, 1, q]), locale: 'de', data });
});

test('a search document without text searches nothing', async () => {
  const res = await t.app.inject({ url: '/de/search' });
  expect(res.statusCode).toBe(200);
  expect(routeData(res.body).page).toBeNull();
});

test('the search a document makes counts once against the visitor who asked for it, not against the server', async () => {
  const visitor = { remoteAddress: '203.0.113.7' };
  for (let round = 0; round < 60; round += 1) {
    const res = await t.app.inject({ url: `/de/search?q=wort${round}`, ...visitor });
    expect(res.statusCode).toBe(200);
  }
  expect((await t.app.inject({ url: '/de/api/search/?query=wort', ...visitor })).statusCode).toBe(429);
  expect((await t.app.inject({ url: '/de/api/search/?query=wort', remoteAddress: '203.0.113.8' })).statusCode).toBe(200);
});

test('a form document holds the form, and the form goes along', async () => {
  const [entry] = await t.db.kysely.selectFrom('forms').select(['id', 'slug']).orderBy('id').limit(1).execute();
  if (!entry) throw new Error('no form');
  const form = await apiJson<{ title: string; fields: { label: string }[] }>(`/de/api/forms/${entry.id}/`);
  const res = await t.app.inject({ url: `/de/forms/${entry.slug}/${entry.id}` });
  expect(res.statusCode).toBe(200);
  const root = rootHtml(res.body);
  expect(root).toContain(escaped(form.title));
  expect(root).toContain(escaped(form.fields[0]!.label));
  expect(routeData(res.body).page).toEqual({ kind: 'form', key: String(entry.id), locale: 'de', data: form });
});

test('the 404 page and the webshop are rendered on the server too', async () => {
  const missing = await t.app.inject({ url: '/de/gibt-es-nicht/wirklich-nicht' });
  expect(missing.statusCode).toBe(404);
  expect(rootHtml(missing.body)).toContain('<header class="sh-header');
  const shop = await t.app.inject({ url: '/webshop/', headers: { cookie: 'locale=en' } });
  expect(shop.statusCode).toBe(200);
  expect(rootHtml(shop.body)).toContain('<header class="sh-header');
});

describe.each([
  ['missing', null],
  ['throwing', 'exports.renderShell = async () => { throw new Error("broken on purpose"); };'],
  ['not a render function', 'exports.renderShell = 42;'],
])('with a %s shell server build', (_kind, build) => {
  const workspace = createFakeWorkspace();
  let app: Awaited<ReturnType<typeof createTestApp>> | undefined;
  beforeAll(async () => {
    if (build !== null) {
      fs.mkdirSync(path.join(workspace.root, 'shell', 'dist-server'), { recursive: true });
      fs.writeFileSync(path.join(workspace.root, 'shell', 'dist-server', 'render-shell.js'), build);
    }
    app = await createTestApp({ configOverrides: { workspaceRoot: workspace.root } });
  });
  afterAll(async () => {
    await app?.close();
    workspace.remove();
  });

  test('a document is answered as before: 200, an empty #root, no route data', async () => {
    const res = await app!.app.inject({ url: '/de' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('id="route-data"');
    expect(res.body).toContain('<html lang="de">');
  });
});

describe('reads made while rendering a document', () => {
  const workspace = createFakeWorkspace();
  const logged: { msg?: string; reqId?: string }[] = [];
  let app: Awaited<ReturnType<typeof createTestApp>> | undefined;
  beforeAll(async () => {
    installShellServerBuild(workspace.root);
    const stream = { write: (line: string) => { logged.push(JSON.parse(line)); } };
    app = await createTestApp({ configOverrides: { workspaceRoot: workspace.root }, logger: { level: 'info', stream } });
  });
  afterAll(async () => {
    await app?.close();
    workspace.remove();
  });

  test('go to the api in process, without the HTTP answer\'s concerns: the document is the one request logged, with an id and security headers', async () => {
    const reads = jest.spyOn(app!.app, 'readInProcess');
    logged.length = 0;
    const res = await app!.app.inject({ url: '/de' });
    expect(res.statusCode).toBe(200);
    expect(routeData(res.body).chrome).toBeTruthy();
    // The chrome (four parts) and the CMS page with what its modules load.
    expect(reads.mock.calls.length).toBeGreaterThanOrEqual(5);
    const incoming = logged.filter((entry) => entry.msg === 'incoming request');
    expect(incoming).toHaveLength(1);
    expect(res.headers['x-request-id']).toBe(incoming[0]!.reqId);
    expect(res.headers['content-security-policy']).toBeDefined();
    expect(res.cookies.map((cookie) => cookie.name)).toContain('csrftoken');

    const read = await app!.app.readInProcess('/de/api/breaking-news/');
    expect(read.statusCode).toBe(200);
    expect(read.headers['x-request-id']).toBeUndefined();
    expect(read.headers['content-security-policy']).toBeUndefined();
    expect(read.cookies).toEqual([]);
  });

  test('a client cannot pass for an in-process read: its answer keeps the HTTP concerns', async () => {
    logged.length = 0;
    const res = await app!.app.inject({ url: '/de/api/breaking-news/', headers: { 'x-in-process': 'guess' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBeDefined();
    expect(res.headers['content-security-policy']).toBeDefined();
    expect(logged.filter((entry) => entry.msg === 'incoming request')).toHaveLength(1);
  });
});
