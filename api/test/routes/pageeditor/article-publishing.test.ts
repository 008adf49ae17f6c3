import type { EditorArticle } from '@festival/shared/api-schemas/content-articles';
import { MODULE_EXAMPLES } from '@festival/shared/testing/module-examples';
import { publishDueArticles } from '../../../src/services/pageeditor/article-publishing';
import { call, signedIn, type Account } from '../../helpers/editor-session';
import { useTestApp } from '../../helpers/test-app';

const NOW = new Date('2026-12-05T09:00:00Z');
const t = useTestApp({ now: NOW });
let editor: Account;
beforeAll(async () => {
  editor = await signedIn(t.db, 'arne', 'editor', { first: 'Arne', last: 'Artikel' });
});
afterEach(() => t.setNow(NOW));

const ARTICLE = 4;
const PUBLISH = `/de/pageeditor-api/publish/article/${ARTICLE}/`;
const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => call(t.app, method, url, { session: editor.session, payload });
const draftOf = async (locale = 'de'): Promise<EditorArticle> => (await send('GET', `/${locale}/pageeditor-api/article/${ARTICLE}/`)).json();
const visitorsModules = async (): Promise<string> => JSON.stringify((await t.app.inject({ url: `/de/api/articles/${ARTICLE}/` })).json().modules);
const searchFinds = async (word: string): Promise<boolean> =>
  ((await t.app.inject({ url: `/de/api/search/others/?query=${word}` })).json() as { results: Array<{ kind: string }> }).results.some((result) => result.kind === 'article');

async function writeText(content: string): Promise<EditorArticle> {
  const article = await draftOf();
  const text = article.modules.find((m) => m.model === 'Text')!;
  expect((await send('PUT', `/de/pageeditor-api/text/${text.id}/`, { ...MODULE_EXAMPLES.Text, content, revision: article.revision })).statusCode).toBe(200);
  return draftOf();
}

test('publishing names the revision the editor saw; a stale one, an unreadable or past time, an unknown article or a visitor is refused', async () => {
  const article = await writeText('<p>Eisvogelrufe im Lektorat.</p>');
  expect(await visitorsModules()).not.toContain('Eisvogelrufe');
  // the preview: the editor reads the draft as visitors will, privately; a visitor asking the same gets the published body
  const preview = await send('GET', `/de/api/articles/${ARTICLE}/?draft=1`);
  expect([preview.statusCode, preview.headers['cache-control'], JSON.stringify(preview.json().modules).includes('Eisvogelrufe')]).toEqual([200, 'private, no-store', true]);
  expect(JSON.stringify((await t.app.inject({ url: `/de/api/articles/${ARTICLE}/?draft=1` })).json().modules)).not.toContain('Eisvogelrufe');
  expect(await searchFinds('Eisvogelrufe')).toBe(false);
  const stale = await send('POST', PUBLISH, { revision: article.revision - 1 });
  expect(stale.statusCode).toBe(409);
  expect(stale.json()).toEqual(expect.objectContaining({ revision: article.revision, changed_by: expect.objectContaining({ username: 'arne' }) }));
  for (const at of ['morgen', NOW.toISOString()]) {
    const refused = await send('POST', PUBLISH, { revision: article.revision, at });
    expect([refused.statusCode, refused.json().field]).toEqual([400, 'at']);
  }
  expect((await send('POST', '/de/pageeditor-api/publish/article/999999/', { revision: 1 })).statusCode).toBe(404);
  expect((await t.app.inject({ method: 'POST', url: PUBLISH, payload: { revision: article.revision } })).statusCode).toBe(403);

  const published = await send('POST', PUBLISH, { revision: article.revision });
  expect(published.json()).toEqual({ state: 'published', published_at: NOW.toISOString(), publish_at: null });
  expect(await visitorsModules()).toContain('Eisvogelrufe');
  expect(await searchFinds('Eisvogelrufe')).toBe(true);
  expect((await draftOf('en')).publication.state).toBe('published');
});

test('a planned publication publishes the body as it was planned, at its time, once across two instances; later saves stay a draft', async () => {
  const article = await writeText('<p>Kormorane im Manuskript.</p>');
  const at = new Date(NOW.getTime() + 60_000);
  const planned = await send('POST', PUBLISH, { revision: article.revision, at: '2026-12-05T10:01:00+01:00' });
  expect(planned.json()).toEqual({ state: 'scheduled', published_at: expect.anything(), publish_at: at.toISOString() });
  const afterPlan = await writeText('<p>Kormorane und Möwen im Manuskript.</p>');
  expect(afterPlan.publication.state).toBe('scheduled');
  expect(await publishDueArticles(t.db.kysely, t.app.changes, NOW)).toEqual([]);

  const later = new Date(at.getTime() + 1000);
  const [first, second] = await Promise.all([publishDueArticles(t.db.kysely, t.app.changes, later), publishDueArticles(t.db.kysely, t.app.changes, later)]);
  expect([...first, ...second]).toEqual([ARTICLE]);
  t.setNow(later);
  expect(await visitorsModules()).toContain('Kormorane im Manuskript');
  // the save after planning is still the draft
  const now = await draftOf();
  expect(now.publication).toEqual({ state: 'draft', published_at: later.toISOString(), publish_at: null });
  expect(JSON.stringify(now.modules)).toContain('Kormorane und Möwen');
  expect((await send('POST', PUBLISH, { revision: now.revision })).statusCode).toBe(200);
});

test('dropping takes the plan away first, then the draft, which gives back the published body with its module ids; with neither it is refused', async () => {
  const before = await visitorsModules();
  const start = await draftOf();
  const added = await send('POST', '/de/pageeditor-api/headline/', { ...MODULE_EXAMPLES.Headline, content: 'Haubentaucher', parent: { type: 'article', id: ARTICLE }, position: 0, revision: start.revision });
  expect(added.statusCode).toBe(201);
  const removed = start.modules.find((m) => m.model === 'Text')!;
  const { revision } = (await send('DELETE', `/de/pageeditor-api/text/${removed.id}/?revision=${added.json().revision}`)).json();
  await send('POST', PUBLISH, { revision, at: new Date(NOW.getTime() + 3_600_000).toISOString() });

  const unplanned = await send('DELETE', `${PUBLISH}?revision=${revision}`);
  expect(unplanned.json().publication).toEqual(expect.objectContaining({ state: 'draft', publish_at: null }));
  expect(await publishDueArticles(t.db.kysely, t.app.changes, new Date(NOW.getTime() + 7_200_000))).toEqual([]);

  const dropped = await send('DELETE', `${PUBLISH}?revision=${revision}`);
  expect(dropped.statusCode).toBe(200);
  expect(dropped.json()).toEqual(expect.objectContaining({ revision: revision + 1, publication: expect.objectContaining({ state: 'published' }) }));
  const draft = await draftOf();
  expect(draft.modules.map((m) => m.id)).toEqual(start.modules.map((m) => m.id));
  expect(await visitorsModules()).toEqual(before);
  // the module the draft had removed is the article's again, and can be saved
  const again = await send('PUT', `/de/pageeditor-api/text/${removed.id}/`, { ...MODULE_EXAMPLES.Text, revision: draft.revision });
  expect(again.statusCode).toBe(200);
  const owners = await t.db.kysely.selectFrom('content_modules').select('owner_id').where('id', '=', added.json().module.id).execute();
  expect(owners).toEqual([]);
  const cleared = (await draftOf()).revision;
  expect((await send('DELETE', `${PUBLISH}?revision=${cleared}`)).statusCode).toBe(200);
  expect((await send('DELETE', `${PUBLISH}?revision=${cleared + 1}`)).statusCode).toBe(409);
});
