import { adminPaths } from '@festival/shared/api-schemas/admin';
import { EditorArticle } from '@festival/shared/api-schemas/content-articles';
import { MODULE_EXAMPLES } from '@festival/shared/testing/module-examples';
import { call, signedIn, type Account } from '../../helpers/editor-session';
import { expectSchema } from '../../helpers/expect-schema';
import { useTestApp } from '../../helpers/test-app';

const t = useTestApp();
let editor: Account;
let visitor: Account;
beforeAll(async () => {
  editor = await signedIn(t.db, 'rita', 'editor', { first: 'Rita', last: 'Redlich' });
  visitor = await signedIn(t.db, 'vera', 'visitor');
});

const ARTICLE = 6;
const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => call(t.app, method, url, { session: editor.session, payload });
async function body(locale: 'de' | 'en' = 'de', id = ARTICLE): Promise<EditorArticle> {
  const res = await send('GET', `/${locale}/pageeditor-api/article/${id}/`);
  expect(res.statusCode).toBe(200);
  return res.json();
}

test('an editor reads an article\'s body with an id on every module, the same in both languages; nobody else does', async () => {
  const de = await body();
  expectSchema(EditorArticle, de);
  expect(de.modules.length).toBeGreaterThan(3);
  expect(de.modules.every((module) => Number.isInteger(module.id))).toBe(true);
  expect(de.urls.de).toMatch(new RegExp(`^/de/magazin/[a-z0-9-]+/${ARTICLE}$`));
  expect((await body('en')).modules.map((module) => module.id)).toEqual(de.modules.map((module) => module.id));
  const owners = await t.db.kysely.selectFrom('content_modules').select(['owner_type', 'owner_id']).where('id', 'in', de.modules.map((m) => m.id!)).execute();
  expect(new Set(owners.map((row) => `${row.owner_type} ${row.owner_id}`))).toEqual(new Set([`article ${ARTICLE}`]));

  expect((await t.app.inject({ url: `/de/pageeditor-api/article/${ARTICLE}/` })).statusCode).toBe(401);
  expect((await call(t.app, 'GET', `/de/pageeditor-api/article/${ARTICLE}/`, { session: visitor.session })).statusCode).toBe(403);
  expect((await send('GET', '/de/pageeditor-api/article/99999/')).statusCode).toBe(404);
  expect((await send('GET', '/de/pageeditor-api/article/abc/')).statusCode).toBe(400);
});

test('a text of the body is saved in place to the article\'s draft: the revision counts it, and visitors read it once it is published', async () => {
  const before = await body();
  expect(before.publication).toEqual({ state: 'published', published_at: null, publish_at: null });
  const text = before.modules.find((module) => module.model === 'Text')!;
  const res = await send('PUT', `/de/pageeditor-api/text/${text.id}/`, { ...MODULE_EXAMPLES.Text, content: '<p>Nachts schreibt er im Zug nach Görlitz.</p>', revision: before.revision });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ revision: before.revision + 1, version_id: expect.any(Number), module: { id: text.id, content: '<p>Nachts schreibt er im Zug nach Görlitz.</p>' } });
  const audit = await t.db.kysely.selectFrom('audit_log').select(['entity_type', 'entity_id']).orderBy('id', 'desc').executeTakeFirstOrThrow();
  expect(audit).toEqual({ entity_type: 'article', entity_id: ARTICLE });
  const draft = await body();
  expect(draft.publication.state).toBe('draft');
  expect(draft.modules).toEqual(expect.arrayContaining([expect.objectContaining({ id: text.id, content: '<p>Nachts schreibt er im Zug nach Görlitz.</p>' })]));
  expect(JSON.stringify((await t.app.inject({ url: `/de/api/articles/${ARTICLE}/` })).json().modules)).not.toContain('Görlitz');
  expect((await t.app.inject({ url: before.urls.de })).body).not.toContain('Görlitz');

  const stale = await send('PUT', `/de/pageeditor-api/text/${text.id}/`, { ...MODULE_EXAMPLES.Text, content: '<p>Zu spät.</p>', revision: before.revision });
  expect(stale.statusCode).toBe(409);
  expect(stale.json()).toMatchObject({ revision: before.revision + 1, changed_by: expect.objectContaining({ username: 'rita' }) });

  const published = await send('POST', `/de/pageeditor-api/publish/article/${ARTICLE}/`, { revision: draft.revision });
  expect(published.statusCode).toBe(200);
  expect(published.json()).toMatchObject({ state: 'published', publish_at: null });
  expect((await t.app.inject({ url: `/de/api/articles/${ARTICLE}/` })).json().modules).toEqual(
    expect.arrayContaining([expect.objectContaining({ id: text.id, content: '<p>Nachts schreibt er im Zug nach Görlitz.</p>' })]),
  );
  expect((await t.app.inject({ url: before.urls.de })).body).toContain('Nachts schreibt er im Zug nach Görlitz.');
  expect((await body()).publication.state).toBe('published');
});

test('a module is added to the body in both languages; a container is refused there, and a body write based on a revision before the hub\'s save of the head applies while its module is unchanged, as on a page', async () => {
  const before = await body();
  const added = await send('POST', '/de/pageeditor-api/headline/', { ...MODULE_EXAMPLES.Headline, parent: { type: 'article', id: ARTICLE }, position: 1, revision: before.revision });
  expect(added.statusCode).toBe(201);
  const { module, revision } = added.json();
  expect((await body()).modules[1]).toMatchObject({ id: module.id, content: MODULE_EXAMPLES.Headline.content });
  expect((await body('en')).modules[1]).toMatchObject({ id: module.id });

  const container = await send('POST', '/de/pageeditor-api/container/', { slug: 'im-artikel', layout: 'default', parent: { type: 'article', id: ARTICLE }, position: 0, revision });
  expect(container.statusCode).toBe(400);
  expect((await send('POST', '/de/pageeditor-api/headline/', { ...MODULE_EXAMPLES.Headline, parent: { type: 'article', id: 99999 }, position: 0, revision })).json()).toMatchObject({ field: 'parent' });

  const head = (await send('GET', adminPaths.item('articles', ARTICLE))).json();
  expect(head.revision).toBe(revision);
  expect((await send('PUT', adminPaths.item('articles', ARTICLE), { ...head, teaser_de: 'Ein neuer Vorspann.' })).statusCode).toBe(200);
  // the body keeps versions: the editor's copy of `revision` is on record to compare with
  const changed = await send('PUT', `/de/pageeditor-api/headline/${module.id}/`, { ...MODULE_EXAMPLES.Headline, content: 'Neu gesetzt', revision });
  expect(changed.statusCode).toBe(200);
  expect((await send('DELETE', `/de/pageeditor-api/headline/${module.id}/?revision=${revision}`)).statusCode).toBe(409);
  expect((await send('DELETE', `/de/pageeditor-api/headline/${module.id}/?revision=${changed.json().revision}`)).statusCode).toBe(200);
  expect((await body()).modules.map((m) => m.id)).not.toContain(module.id);
});
