import { PageVersionList, StaleWrite } from '@festival/shared/api-schemas/pageeditor-writes';
import type { Page } from '@festival/shared/api-schemas/content';
import { MODULE_EXAMPLES } from '@festival/shared/testing/module-examples';
import { call, signedIn, type Account } from '../../helpers/editor-session';
import { expectSchema } from '../../helpers/expect-schema';
import { useTestApp } from '../../helpers/test-app';
import { testNow } from '../../helpers/test-clock';

const t = useTestApp();
let rita: Account;
let jonas: Account;
let reader: Account;
beforeAll(async () => {
  rita = await signedIn(t.db, 'rita', 'editor', { first: 'Rita', last: 'Redlich' });
  jonas = await signedIn(t.db, 'jonas', 'editor', { first: 'Jonas', last: 'Jahn' });
  reader = await signedIn(t.db, 'leser', 'visitor');
});

const get = async (url: string, session?: string) => call(t.app, 'GET', url, { session });
/** The page as the session sees it (an editor its draft, which other accounts may not ask for); null: an anonymous visitor. */
const about = async (session: string | null = rita.session, query = ''): Promise<Page> =>
  (await get(`/de/pageeditor-api/page/festival/ueber-uns${query || '?'}${session ? '&draft=1' : ''}`, session ?? undefined)).json();
const textOf = (page: Page) => page.modules.find((m) => m.model === 'Text') as { id: number; content: string };
const putText = (session: string, page: Page, content: string) =>
  call(t.app, 'PUT', `/de/pageeditor-api/text/${textOf(page).id}/`, { session, payload: { ...MODULE_EXAMPLES.Text, content, revision: page.revision } });

test('only editors read a stored version, by ?version_id or ?v; everyone else gets the live page', async () => {
  const draft = await t.db.kysely.selectFrom('page_versions').select('id').where('title_de', '=', 'Über uns (Entwurf)').executeTakeFirstOrThrow();
  for (const query of [`?version_id=${draft.id}`, `?v=${draft.id}`]) {
    for (const session of [null, reader.session]) expect(await about(session, query)).toMatchObject({ title: 'Über uns', version_id: null });
    expect(await about(rita.session, query)).toMatchObject({ title: 'Über uns (Entwurf)', version_id: draft.id });
  }
  expect((await get(`/de/pageeditor-api/page/festival/ueber-uns/team?v=${draft.id}`, rita.session)).statusCode).toBe(404);
});

test('every save records a version with its author; the list runs newest first; restore brings an old text back', async () => {
  const original = await about();
  const before = textOf(original).content;
  let res = await putText(rita.session, original, '<p>Erste Fassung.</p>');
  expect(res.statusCode).toBe(200);
  res = await putText(jonas.session, await about(jonas.session), '<p>Zweite Fassung.</p>');
  expect(res.statusCode).toBe(200);

  const list = (await get(`/de/pageeditor-api/versions/${original.id}/`, rita.session)).json();
  expectSchema(PageVersionList, list);
  expect(list.slice(0, 3)).toMatchObject([
    { action: 'module.update', revision: original.revision + 2, author: { username: 'jonas', first_name: 'Jonas' }, is_current: true, summary: { model: 'Text' } },
    { action: 'module.update', revision: original.revision + 1, author: { username: 'rita', last_name: 'Redlich' }, is_current: false },
    { action: 'page.baseline', revision: original.revision, author: null, is_current: false },
  ]);
  expect(list.map((v: { title?: string; note: string }) => v.note)).toContain('Kürzere Fassung');

  const baseline = list[2];
  const current = await about();
  res = await call(t.app, 'POST', `/de/pageeditor-api/versions/${baseline.id}/restore/`, { session: rita.session, payload: { revision: current.revision } });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ revision: current.revision + 1, version_id: expect.any(Number) });
  const restored = await about(null);
  expect(textOf(restored).content).toBe(before);
  expect(textOf(restored).id).toBe(textOf(original).id);
  const after = (await get(`/de/pageeditor-api/versions/${original.id}/`, rita.session)).json();
  expect(after[0]).toMatchObject({ id: res.json().version_id, action: 'version.restore', summary: { version_id: baseline.id }, is_current: true });
  expect(after).toHaveLength(list.length + 1);
});

test('restoring a version from before module ids gives its modules ids, and the page its old title', async () => {
  const draft = await t.db.kysely.selectFrom('page_versions').select('id').where('title_de', '=', 'Über uns (Entwurf)').executeTakeFirstOrThrow();
  const page = await about();
  const res = await call(t.app, 'POST', `/en/pageeditor-api/versions/${draft.id}/restore/`, { session: jonas.session, payload: { revision: page.revision } });
  expect(res.statusCode).toBe(200);
  expect((await about(null)).title).toBe('Über uns');
  const live = await about();
  expect(live.title).toBe('Über uns (Entwurf)');
  expect(live.modules.map((m) => m.model)).toEqual(['Headline', 'Text']);
  const ids = live.modules.map((m) => m.id!);
  expect(ids.every(Number.isInteger)).toBe(true);
  const rows = await t.db.kysely.selectFrom('content_modules').select('id').where('owner_type', '=', 'page').where('owner_id', '=', page.id).execute();
  expect(rows.map((row) => row.id).sort()).toEqual([...ids].sort());
  expect((await putText(rita.session, await about(), '<p>Wieder da.</p>')).statusCode).toBe(200);
});

test('a save based on an outdated revision answers 409 with who changed the page and when; nothing is overwritten', async () => {
  const ritasCopy = await about(rita.session);
  const jonasCopy = await about(jonas.session);
  t.setNow(new Date('2026-11-23T09:30:00Z'));
  try {
    expect((await putText(jonas.session, jonasCopy, '<p>Von Jonas.</p>')).statusCode).toBe(200);
  } finally {
    t.setNow(testNow());
  }
  const stale = await putText(rita.session, ritasCopy, '<p>Von Rita.</p>');
  expect(stale.statusCode).toBe(409);
  expectSchema(StaleWrite, stale.json());
  expect(stale.json()).toEqual({
    detail: expect.stringContaining('Jonas Jahn'), revision: jonasCopy.revision + 1, changed_at: '2026-11-23T09:30:00.000Z',
    changed_by: { username: 'jonas', first_name: 'Jonas', last_name: 'Jahn' },
  });
  expect(textOf(await about()).content).toBe('<p>Von Jonas.</p>');
  // what depends on the text Jonas changed is stale too: deleting it, restoring a whole version
  const text = textOf(ritasCopy);
  for (const [method, url, payload] of [
    ['DELETE', `/de/pageeditor-api/text/${text.id}/?revision=${ritasCopy.revision}`, undefined],
    ['POST', `/de/pageeditor-api/versions/1/restore/`, { revision: ritasCopy.revision }],
  ] as const) {
    expect([url, (await call(t.app, method, url, { session: rita.session, payload })).statusCode]).toEqual([url, 409]);
  }
});

test('two saves of one revision at the same moment: one wins, the other is stale', async () => {
  const page = await about();
  const outcomes = await Promise.all([putText(rita.session, page, '<p>A</p>'), putText(jonas.session, page, '<p>B</p>')]);
  expect(outcomes.map((res) => res.statusCode).sort()).toEqual([200, 409]);
  const winner = outcomes.find((res) => res.statusCode === 200)!.json();
  expect((await about()).revision).toBe(winner.revision);
});

test('offline pages and modules are served to editors, flagged; visitors keep getting 404 and never see them', async () => {
  expect((await get('/de/pageeditor-api/page/festival/archiv-2025')).statusCode).toBe(404);
  expect((await get('/de/pageeditor-api/page/festival/archiv-2025', reader.session)).statusCode).toBe(404);
  const archive = await get('/de/pageeditor-api/page/festival/archiv-2025', rita.session);
  expect(archive.statusCode).toBe(200);
  expect(archive.json()).toMatchObject({ is_online: false });

  const lists = async (session?: string) => (await get('/de/pageeditor-api/page/module', session)).json().modules
    .filter((m: { model: string }) => m.model === 'TeaserList') as Array<{ children: Array<{ headline: string; is_online?: boolean }> }>;
  expect((await lists())[0]!.children.map((c) => c.headline)).not.toContain('Frühbucherpreise');
  const flagged = (await lists(rita.session))[0]!.children;
  expect(flagged.map((c) => [c.headline, c.is_online])).toContainEqual(['Frühbucherpreise', false]);
  expect(flagged.filter((c) => c.is_online).length).toBe(3);

  t.setNow(new Date(testNow().getTime() - 60 * 86_400_000));
  try {
    const heroes = async (session?: string) => (await get('/de/pageeditor-api/page/module', session)).json().modules.filter((m: { model: string }) => m.model === 'HeroMedia');
    expect(await heroes()).toEqual([]);
    expect(await heroes(rita.session)).toEqual([expect.objectContaining({ is_online: false })]);
  } finally {
    t.setNow(testNow());
  }
});

test('the document of an offline page is 404 for visitors and the page for editors', async () => {
  const visitor = await t.app.inject({ url: '/de/festival/archiv-2025' });
  expect(visitor.statusCode).toBe(404);
  const staff = await t.app.inject({ url: '/de/festival/archiv-2025', cookies: { sessionid: rita.session } });
  expect(staff.statusCode).toBe(200);
  expect(staff.body).toContain('<title>Archiv 2025');
});
