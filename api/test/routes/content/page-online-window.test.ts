import { adminPaths } from '@festival/shared/api-schemas/admin';
import { createSession } from '../../../src/services/account/session-repository';
import { call, signedIn } from '../../helpers/editor-session';
import { useTestApp } from '../../helpers/test-app';

/**
 * A page's online window (online_from inclusive, online_to exclusive): outside it visitors get
 * 404 and neither menus, footer, sitemap nor search name the page; editors still open it,
 * flagged offline. The window opens and closes by the clock alone, without a write.
 */
const T0 = new Date('2030-03-01T12:00:00.000Z');
const hours = (n: number) => new Date(T0.getTime() + n * 3600_000);
const t = useTestApp({ now: T0 });
const PATH = 'festival/ueber-uns/presse';
const URL_DE = `/de/${PATH}`;
let session: string;
let pageId: number;
beforeAll(async () => {
  const editor = await signedIn(t.db, 'redaktion', 'editor');
  session = (await createSession(t.db.kysely, editor.id, T0)).key;
  pageId = (await t.db.kysely.selectFrom('pages').select('id').where('url_de', '=', PATH).executeTakeFirstOrThrow()).id;
});

const as = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) => call(t.app, method, url, { session, payload });

/** Where a visitor finds the page right now. */
async function visitorSees() {
  const nav = (await t.app.inject({ url: '/de/pageeditor-api/nav' })).json() as { menu: unknown; footer: Array<{ url: string }> };
  const search = (await t.app.inject({ url: '/de/api/search/others/?query=Akkreditierung' })).json() as { results: Array<{ url: string }> };
  return {
    page: (await t.app.inject({ url: `/de/pageeditor-api/page/${PATH}` })).statusCode,
    menu: JSON.stringify(nav.menu).includes(`"${URL_DE}"`),
    footer: nav.footer.some((item) => item.url === URL_DE),
    sitemap: (await t.app.inject({ url: '/sitemap.xml' })).body.includes(`${URL_DE}</loc>`),
    search: search.results.some((result) => result.url === URL_DE),
  };
}
const HIDDEN = { page: 404, menu: false, footer: false, sitemap: false, search: false };
const SHOWN = { page: 200, menu: true, footer: true, sitemap: true, search: true };

test('a page is shown only inside its online window; editors still open it, flagged offline', async () => {
  expect(await visitorSees()).toEqual(SHOWN);
  const { revision } = (await as('GET', adminPaths.item('pages', pageId))).json() as { revision: number };
  const saved = await as('PATCH', adminPaths.item('pages', pageId), { online_from: '2030-03-01T14:00:00+01:00', online_to: '2030-03-01T15:00:00+01:00', revision });
  expect(saved.statusCode).toBe(200);
  expect(saved.json()).toMatchObject({ online_from: hours(1).toISOString(), online_to: hours(2).toISOString() });
  const copy = await as('POST', adminPaths.list('pages'), saved.json());
  expect(copy.json()).toMatchObject({ online_from: hours(1).toISOString(), online_to: hours(2).toISOString() });

  expect(await visitorSees()).toEqual(HIDDEN);
  const editorView = await as('GET', `/de/pageeditor-api/page/${PATH}`);
  expect(editorView.statusCode).toBe(200);
  expect(editorView.json().is_online).toBe(false);

  t.setNow(hours(1));
  expect(await visitorSees()).toEqual(SHOWN);
  expect((await as('GET', `/de/pageeditor-api/page/${PATH}`)).json().is_online).toBe(true);

  t.setNow(hours(2));
  expect(await visitorSees()).toEqual(HIDDEN);
  t.setNow(T0);
});

test('an online window that ends at or before its start answers 400 on online_to', async () => {
  const { revision } = (await as('GET', adminPaths.item('pages', pageId))).json() as { revision: number };
  const inverted = await as('PATCH', adminPaths.item('pages', pageId), { online_from: hours(2).toISOString(), online_to: hours(2).toISOString(), revision });
  expect(inverted.statusCode).toBe(400);
  expect(inverted.json()).toMatchObject({ detail: expect.any(String), errors: [{ field: 'online_to', message: 'endBeforeStart' }] });
  const news = (await as('GET', adminPaths.list('breaking-news'))).json().results[0] as { id: number; revision: number };
  const invertedNews = await as('PATCH', adminPaths.item('breaking-news', news.id), { online_from: hours(2).toISOString(), online_to: hours(1).toISOString(), revision: news.revision });
  expect(invertedNews.statusCode).toBe(400);
  expect(invertedNews.json().errors).toEqual([{ field: 'online_to', message: 'endBeforeStart' }]);
});
