import type { Page } from '@festival/shared/api-schemas/content';
import { PageVersionList, type PageVersionSummary } from '@festival/shared/api-schemas/pageeditor-writes';
import { VersionCompare, type ModuleChange } from '@festival/shared/api-schemas/version-compare';
import { moduleRouteName } from '@festival/shared/api-schemas/pageeditor-paths';
import { MODULE_EXAMPLES } from '@festival/shared/testing/module-examples';
import { call, signedIn, type Account } from '../../helpers/editor-session';
import { expectSchema } from '../../helpers/expect-schema';
import { useTestApp } from '../../helpers/test-app';

const t = useTestApp();
let editor: Account;
beforeAll(async () => {
  editor = await signedIn(t.db, 'vera', 'editor', { first: 'Vera', last: 'Vergleich' });
});

const PATH = 'festival/besuch-planen';
const draft = async (): Promise<Page> => (await call(t.app, 'GET', `/de/pageeditor-api/page/${PATH}?draft=1`, { session: editor.session })).json();
const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => call(t.app, method, url, { session: editor.session, payload });
const versions = async (pageId: number) => {
  const list = (await send('GET', `/de/pageeditor-api/versions/${pageId}/`)).json();
  expectSchema(PageVersionList, list);
  return list as PageVersionSummary[];
};
const compare = async (pageId: number, from: number, to: number, locale = 'de') => {
  const res = await send('GET', `/${locale}/pageeditor-api/versions/${pageId}/compare/?from=${from}&to=${to}`);
  expect(res.statusCode).toBe(200);
  expectSchema(VersionCompare, res.json());
  return res.json() as VersionCompare;
};
const byId = (changes: ModuleChange[], id: number) => changes.find((change) => change.id === id);
const textOf = (page: Page) => page.modules.find((m) => m.model === 'Text') as { id: number; content: string };

test('two versions compared: a changed text with its before and after, an added and a removed module, one moved, in the page\'s language', async () => {
  const addHeadline = async (text: string, position: number) => {
    const page = await draft();
    const res = await send('POST', '/de/pageeditor-api/headline/', { ...MODULE_EXAMPLES.Headline, content: text, parent: { type: 'page', id: page.id }, position, revision: page.revision });
    expect(res.statusCode).toBe(201);
    return (await draft()).modules.find((m) => m.model === 'Headline' && (m as { content?: string }).content === text)!;
  };
  const first = await addHeadline('Erste Zwischenzeile', 99);
  const second = await addHeadline('Zweite Zwischenzeile', 99);
  const start = await draft();
  const [from] = await versions(start.id);
  const text = textOf(start);
  expect((await send('PUT', `/de/pageeditor-api/text/${text.id}/`, { ...MODULE_EXAMPLES.Text, content: '<p>Neue Anfahrt.</p>', revision: start.revision })).statusCode).toBe(200);
  const added = await addHeadline('Ganz oben', 0);
  let page = await draft();
  expect((await send('DELETE', `/de/pageeditor-api/headline/${first.id}/?revision=${page.revision}`)).statusCode).toBe(200);
  page = await draft();
  expect((await send('POST', `/de/pageeditor-api/headline/${second.id}/move/`, { parent: { type: 'page', id: page.id }, position: 1, revision: page.revision })).statusCode).toBe(200);

  const [to] = await versions(start.id);
  const diff = await compare(start.id, from!.id, to!.id);
  expect(diff.from).toEqual({ id: from!.id, revision: from!.revision, created_at: from!.created_at });
  expect(byId(diff.modules, text.id)).toMatchObject({ change: 'changed', fields: [{ name: 'content', before: text.content, after: '<p>Neue Anfahrt.</p>' }] });
  expect(byId(diff.modules, added.id!)).toMatchObject({ model: 'Headline', change: 'added', before: null, after: { section_id: null, column: null, index: 0 } });
  expect(byId(diff.modules, first.id!)).toMatchObject({ model: 'Headline', change: 'removed', after: null, fields: expect.arrayContaining([{ name: 'content', before: 'Erste Zwischenzeile', after: null }]) });
  expect(byId(diff.modules, second.id!)).toMatchObject({ change: 'moved', fields: [], after: { index: 1 } });
  // nothing else differs: the modules that kept their order among the others are left out
  expect(diff.modules).toHaveLength(4);
  expect(diff.modules.at(-1)?.change).toBe('removed');

  // the English texts did not change, only the structure both languages share
  const english = await compare(start.id, from!.id, to!.id, 'en');
  expect(byId(english.modules, text.id)).toBeUndefined();
  expect(byId(english.modules, second.id!)?.change).toBe('moved');
  expect((await compare(start.id, to!.id, to!.id)).modules).toEqual([]);
});

test('a version of another page, an unknown one or an unreadable id is refused', async () => {
  const page = await draft();
  const [version] = await versions(page.id);
  const other = (await call(t.app, 'GET', '/de/pageeditor-api/page/festival/ueber-uns?draft=1', { session: editor.session })).json() as Page;
  const text = textOf(other);
  expect((await send('PUT', `/de/pageeditor-api/text/${text.id}/`, { ...MODULE_EXAMPLES.Text, content: '<p>Anders.</p>', revision: other.revision })).statusCode).toBe(200);
  const [foreign] = await versions(other.id);
  expect((await send('GET', `/de/pageeditor-api/versions/${page.id}/compare/?from=${foreign!.id}&to=${version!.id}`)).statusCode).toBe(404);
  expect((await send('GET', `/de/pageeditor-api/versions/${page.id}/compare/?from=999999&to=${version!.id}`)).statusCode).toBe(404);
  const unreadable = await send('GET', `/de/pageeditor-api/versions/${page.id}/compare/?from=erste&to=${version!.id}`);
  expect(unreadable.statusCode).toBe(400);
  expect(unreadable.json()).toEqual(expect.objectContaining({ detail: expect.any(String) }));
  expect((await call(t.app, 'GET', `/de/pageeditor-api/versions/${page.id}/compare/?from=${version!.id}&to=${version!.id}`)).statusCode).toBe(401);
});

test('one module comes back as an old version had it, the rest of the page stays, unless that module changed since the copy; a deleted one returns to its place', async () => {
  const start = await draft();
  const text = textOf(start);
  const before = text.content;
  expect((await send('PUT', `/de/pageeditor-api/text/${text.id}/`, { ...MODULE_EXAMPLES.Text, content: '<p>Zwischenstand.</p>', revision: start.revision })).statusCode).toBe(200);
  let page = await draft();
  const [withOldText] = await versions(page.id);
  expect((await send('PUT', `/de/pageeditor-api/text/${text.id}/`, { ...MODULE_EXAMPLES.Text, content: '<p>Letzter Stand.</p>', revision: page.revision })).statusCode).toBe(200);
  page = await draft();
  const gone = page.modules.find((m) => m.model !== 'Text' && m.model !== 'Section')!;
  const place = page.modules.findIndex((m) => m.id === gone.id);
  const beforeDelete = (await versions(page.id))[0]!;
  expect((await send('DELETE', `/de/pageeditor-api/${moduleRouteName(gone.model)}/${gone.id}/?revision=${page.revision}`)).statusCode).toBe(200);

  page = await draft();
  // based on a copy from before the text's last change: stale; from before another module's deletion only: applies
  const stale = await send('POST', `/de/pageeditor-api/versions/${withOldText!.id}/modules/${text.id}/restore/`, { revision: withOldText!.revision });
  expect(stale.statusCode).toBe(409);
  expect((await send('POST', `/de/pageeditor-api/versions/${withOldText!.id}/modules/999999/restore/`, { revision: page.revision })).statusCode).toBe(404);
  const res = await send('POST', `/de/pageeditor-api/versions/${withOldText!.id}/modules/${text.id}/restore/`, { revision: page.revision - 1 });
  expect(res.statusCode).toBe(200);
  page = await draft();
  expect(textOf(page).content).toBe('<p>Zwischenstand.</p>');
  expect(page.modules.some((m) => m.id === gone.id)).toBe(false);
  const [recorded] = await versions(page.id);
  expect(recorded).toMatchObject({ action: 'module.restore', summary: { version_id: withOldText!.id, module_id: text.id, model: 'Text' }, is_current: true });

  expect((await send('POST', `/de/pageeditor-api/versions/${beforeDelete.id}/modules/${gone.id}/restore/`, { revision: page.revision })).statusCode).toBe(200);
  page = await draft();
  expect(page.modules.findIndex((m) => m.id === gone.id)).toBe(place);
  expect(textOf(page).content).toBe('<p>Zwischenstand.</p>');
  expect(before).not.toBe('<p>Zwischenstand.</p>');
  const english = (await call(t.app, 'GET', `/en/pageeditor-api/page/festival/plan-your-visit?draft=1`, { session: editor.session })).json() as Page;
  expect(english.modules.some((m) => m.id === gone.id)).toBe(true);
});
