import type { EditorArticle } from '@festival/shared/api-schemas/content-articles';
import { PageVersionList, type PageVersionSummary } from '@festival/shared/api-schemas/pageeditor-writes';
import { VersionCompare } from '@festival/shared/api-schemas/version-compare';
import { MODULE_EXAMPLES } from '@festival/shared/testing/module-examples';
import { publishDueArticles } from '../../../src/services/pageeditor/article-publishing';
import { call, signedIn, type Account } from '../../helpers/editor-session';
import { expectSchema } from '../../helpers/expect-schema';
import { useTestApp } from '../../helpers/test-app';

const NOW = new Date('2026-12-05T09:00:00Z');
const t = useTestApp({ now: NOW });
let editor: Account;
let visitor: Account;
beforeAll(async () => {
  editor = await signedIn(t.db, 'ida', 'editor', { first: 'Ida', last: 'Irrgang' });
  visitor = await signedIn(t.db, 'vera', 'visitor');
});
afterEach(() => t.setNow(NOW));

const ARTICLE = 5;
const VERSIONS = `/de/pageeditor-api/versions/article/${ARTICLE}/`;
const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => call(t.app, method, url, { session: editor.session, payload });
const draftOf = async (): Promise<EditorArticle> => (await send('GET', `/de/pageeditor-api/article/${ARTICLE}/`)).json();
const versionsOf = async (): Promise<PageVersionSummary[]> => (await send('GET', VERSIONS)).json();
const visitorsBody = async (): Promise<string> => JSON.stringify((await t.app.inject({ url: `/de/api/articles/${ARTICLE}/` })).json().modules);
const textsOf = (article: EditorArticle) => article.modules.filter((m) => m.model === 'Text') as Array<{ id: number; content: string }>;

async function writeText(content: string, index = 0): Promise<EditorArticle> {
  const article = await draftOf();
  const res = await send('PUT', `/de/pageeditor-api/text/${textsOf(article)[index]!.id}/`, { ...MODULE_EXAMPLES.Text, content, revision: article.revision });
  expect(res.statusCode).toBe(200);
  return draftOf();
}

test('the first write records the body before it as a baseline, then itself with its author; the list runs newest first, for editors only', async () => {
  const start = await draftOf();
  expect(await versionsOf()).toEqual([]);
  const after = await writeText('<p>Graureiher am Kanal.</p>');
  const list = await versionsOf();
  expectSchema(PageVersionList, list);
  expect(list).toMatchObject([
    { action: 'module.update', article_id: ARTICLE, revision: start.revision + 1, author: { username: 'ida', last_name: 'Irrgang' }, is_current: true, summary: { model: 'Text' } },
    { action: 'article.baseline', article_id: ARTICLE, revision: start.revision, author: null, is_current: false },
  ]);
  expect(after.revision).toBe(start.revision + 1);
  // a second write adds one version, no second baseline
  await writeText('<p>Graureiher und Kormorane am Kanal.</p>');
  expect((await versionsOf()).map((v) => v.action)).toEqual(['module.update', 'module.update', 'article.baseline']);

  expect((await t.app.inject({ url: VERSIONS })).statusCode).toBe(401);
  expect((await call(t.app, 'GET', VERSIONS, { session: visitor.session })).statusCode).toBe(403);
  expect((await call(t.app, 'POST', `/de/pageeditor-api/versions/article/${list[1]!.id}/restore/`, { session: visitor.session, payload: { revision: 1 } })).statusCode).toBe(403);
  for (const url of ['/de/pageeditor-api/versions/article/99999/', `/de/pageeditor-api/versions/article/${ARTICLE}/compare/?from=99998&to=99999`]) {
    const missing = await send('GET', url);
    expect([url, missing.statusCode, missing.headers['content-type']]).toEqual([url, 404, expect.stringContaining('application/json')]);
  }
  for (const url of ['/de/pageeditor-api/versions/article/99999/restore/', '/de/pageeditor-api/versions/article/99999/modules/1/restore/']) {
    const missing = await send('POST', url, { revision: 1 });
    expect([url, missing.statusCode, missing.headers['content-type']]).toEqual([url, 404, expect.stringContaining('application/json')]);
  }
});

test('two versions compare module by module; an article version is no page version and the other way round', async () => {
  const [newest, , baseline] = await versionsOf();
  const res = await send('GET', `${VERSIONS}compare/?from=${baseline!.id}&to=${newest!.id}`);
  expect(res.statusCode).toBe(200);
  expectSchema(VersionCompare, res.json());
  const text = textsOf(await draftOf())[0]!;
  expect(res.json()).toMatchObject({
    from: { id: baseline!.id }, to: { id: newest!.id }, texts: [],
    modules: [{ id: text.id, model: 'Text', change: 'changed', fields: [expect.objectContaining({ name: 'content', after: '<p>Graureiher und Kormorane am Kanal.</p>' })] }],
  });
  // version ids are the kind's own: an article's versions are not found under a page's path
  expect((await send('GET', `/de/pageeditor-api/versions/1/compare/?from=${baseline!.id}&to=${newest!.id}`)).statusCode).toBe(404);
});

test('restoring a whole version or one module writes the draft, with a new revision; visitors keep reading the published body; a stale revision is refused', async () => {
  const published = await visitorsBody();
  const list = await versionsOf();
  const baseline = list.at(-1)!;
  const current = await draftOf();
  const stale = await send('POST', `/de/pageeditor-api/versions/article/${baseline.id}/restore/`, { revision: current.revision - 1 });
  expect(stale.statusCode).toBe(409);
  expect(stale.json()).toMatchObject({ revision: current.revision, changed_by: { username: 'ida' } });

  const restored = await send('POST', `/de/pageeditor-api/versions/article/${baseline.id}/restore/`, { revision: current.revision });
  expect(restored.json()).toEqual({ revision: current.revision + 1, version_id: expect.any(Number) });
  const draft = await draftOf();
  expect(JSON.stringify(draft.modules)).not.toContain('Graureiher');
  expect(draft.publication.state).toBe('draft');
  expect(await visitorsBody()).toBe(published);
  expect((await versionsOf())[0]).toMatchObject({ id: restored.json().version_id, action: 'version.restore', summary: { version_id: baseline.id }, is_current: true });

  // one module: the first text as the newest write had it, the second text's change stays
  await writeText('<p>Ein zweiter Absatz, neu.</p>', 1);
  const before = await draftOf();
  const text = textsOf(before)[0]!;
  const module = await send('POST', `/de/pageeditor-api/versions/article/${list[0]!.id}/modules/${text.id}/restore/`, { revision: before.revision });
  expect(module.json()).toEqual({ revision: before.revision + 1, version_id: expect.any(Number) });
  const after = await draftOf();
  expect(textsOf(after).map((m) => m.content)).toEqual([expect.stringContaining('Graureiher und Kormorane'), '<p>Ein zweiter Absatz, neu.</p>', ...textsOf(before).slice(2).map((m) => m.content)]);
  expect(await visitorsBody()).toBe(published);
  expect((await versionsOf())[0]).toMatchObject({ action: 'module.restore', summary: { version_id: list[0]!.id, module_id: text.id, model: 'Text' } });
  expect((await send('POST', `/de/pageeditor-api/versions/article/${list[0]!.id}/modules/99999/restore/`, { revision: after.revision })).statusCode).toBe(404);
});

test('publishing now, planning, the planned publication and dropping the draft are recorded as versions with their action', async () => {
  let article = await writeText('<p>Zum Veröffentlichen.</p>');
  expect((await send('POST', `/de/pageeditor-api/publish/article/${ARTICLE}/`, { revision: article.revision })).statusCode).toBe(200);
  expect((await versionsOf())[0]).toMatchObject({ action: 'article.publish', revision: article.revision, author: { username: 'ida' }, is_current: true });
  expect(await visitorsBody()).toContain('Zum Veröffentlichen.');

  article = await writeText('<p>Für später geplant.</p>');
  const at = new Date(NOW.getTime() + 60_000);
  expect((await send('POST', `/de/pageeditor-api/publish/article/${ARTICLE}/`, { revision: article.revision, at: at.toISOString() })).statusCode).toBe(200);
  expect((await versionsOf())[0]).toMatchObject({ action: 'article.schedule', revision: article.revision, summary: { publish_at: at.toISOString() } });
  expect(await publishDueArticles(t.db.kysely, t.app.changes, new Date(at.getTime() + 1000))).toEqual([ARTICLE]);
  expect((await versionsOf())[0]).toMatchObject({ action: 'article.publish', revision: article.revision, author: null, is_current: true });
  expect(await visitorsBody()).toContain('Für später geplant.');

  article = await writeText('<p>Wird verworfen.</p>');
  const dropped = await send('DELETE', `/de/pageeditor-api/publish/article/${ARTICLE}/?revision=${article.revision}`);
  expect(dropped.json()).toMatchObject({ revision: article.revision + 1, version_id: expect.any(Number) });
  expect((await versionsOf())[0]).toMatchObject({ id: dropped.json().version_id, action: 'article.discard', revision: article.revision + 1, is_current: true });
  expect(JSON.stringify((await draftOf()).modules)).toContain('Für später geplant.');
});
