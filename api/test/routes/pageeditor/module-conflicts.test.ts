import { StaleWrite } from '@festival/shared/api-schemas/pageeditor-writes';
import type { Page } from '@festival/shared/api-schemas/content';
import type { PageModule } from '@festival/shared/api-schemas/content-modules';
import { MODULE_EXAMPLES } from '@festival/shared/testing/module-examples';
import { call, signedIn, type Account } from '../../helpers/editor-session';
import { expectSchema } from '../../helpers/expect-schema';
import { useTestApp } from '../../helpers/test-app';
import { testNow } from '../../helpers/test-clock';

/**
 * Two editors on one page: a write based on an older copy conflicts only when the module it
 * changes (its fields, or its place and the modules around it) changed since that copy.
 */
const t = useTestApp();
let rita: Account;
let jonas: Account;
beforeAll(async () => {
  rita = await signedIn(t.db, 'rita', 'editor', { first: 'Rita', last: 'Redlich' });
  jonas = await signedIn(t.db, 'jonas', 'editor', { first: 'Jonas', last: 'Jahn' });
});

const about = async (session: string): Promise<Page> =>
  (await call(t.app, 'GET', '/de/pageeditor-api/page/festival/ueber-uns?draft=1', { session })).json();
const moduleOf = (page: Page, model: string) => page.modules.find((m) => m.model === model) as PageModule & { id: number };
const put = (session: string, page: Page, model: 'Text' | 'Headline', fields: Record<string, unknown>) =>
  call(t.app, 'PUT', `/de/pageeditor-api/${model.toLowerCase()}/${moduleOf(page, model).id}/`, {
    session, payload: { ...MODULE_EXAMPLES[model], ...fields, revision: page.revision },
  });
const move = (session: string, page: Page, model: string, position: number) =>
  call(t.app, 'POST', `/de/pageeditor-api/${model.toLowerCase()}/${moduleOf(page, model).id}/move/`, {
    session, payload: { parent: { type: 'page', id: page.id }, position, revision: page.revision },
  });
const addQuote = (session: string, page: Page, position: number) =>
  call(t.app, 'POST', '/de/pageeditor-api/quote/', { session, payload: { ...MODULE_EXAMPLES.Quote, parent: { type: 'page', id: page.id }, position, revision: page.revision } });

test('a save based on an older copy applies when another editor changed another module; both changes stay', async () => {
  const ritasCopy = await about(rita.session);
  expect((await put(jonas.session, await about(jonas.session), 'Headline', { content: 'Von Jonas' })).statusCode).toBe(200);
  const saved = await put(rita.session, ritasCopy, 'Text', { content: '<p>Von Rita.</p>' });
  expect(saved.statusCode).toBe(200);
  expect(saved.json().revision).toBe(ritasCopy.revision + 2);
  const now = await about(rita.session);
  expect([moduleOf(now, 'Headline'), moduleOf(now, 'Text')]).toMatchObject([{ content: 'Von Jonas' }, { content: '<p>Von Rita.</p>' }]);
  // a move whose place and neighbours are as the copy showed them applies too
  expect((await move(rita.session, ritasCopy, 'Text', 0)).statusCode).toBe(200);
  expect((await about(jonas.session)).modules.slice(0, 2).map((m) => m.model)).toEqual(['Text', 'Headline']);
});

test('the same module changed since the copy: its save and its deletion answer 409 in the page\'s language, with who and when in Berlin time', async () => {
  const ritasCopy = await about(rita.session);
  t.setNow(new Date('2026-11-23T09:30:00Z'));
  try {
    expect((await put(jonas.session, await about(jonas.session), 'Text', { content: '<p>Von Jonas.</p>' })).statusCode).toBe(200);
  } finally {
    t.setNow(testNow());
  }
  const stale = await put(rita.session, ritasCopy, 'Text', { content: '<p>Von Rita.</p>' });
  expect(stale.statusCode).toBe(409);
  expectSchema(StaleWrite, stale.json());
  expect(stale.json()).toMatchObject({
    detail: 'Inzwischen geändert von Jonas Jahn am Mo., 23. November 2026, 10:30\u00a0Uhr. Neu laden zeigt die aktuelle Fassung.',
    changed_at: '2026-11-23T09:30:00.000Z',
  });
  const text = moduleOf(ritasCopy, 'Text');
  expect((await call(t.app, 'DELETE', `/de/pageeditor-api/text/${text.id}/?revision=${ritasCopy.revision}`, { session: rita.session })).statusCode).toBe(409);
  expect(moduleOf(await about(rita.session), 'Text')).toMatchObject({ content: '<p>Von Jonas.</p>' });
  // the headline, untouched since the copy, is saved
  expect((await put(rita.session, ritasCopy, 'Headline', { content: 'Von Rita' })).statusCode).toBe(200);
});

test('a module added where the copy showed other neighbours, or moved among them, answers 409; the fields of a module moved elsewhere do not', async () => {
  const ritasCopy = await about(rita.session);
  const quotes = ritasCopy.modules.filter((m) => m.model === 'Quote').length;
  expect((await addQuote(jonas.session, await about(jonas.session), 0)).statusCode).toBe(201);
  for (const response of [await move(rita.session, ritasCopy, 'Headline', 0), await addQuote(rita.session, ritasCopy, 1)]) {
    expect(response.statusCode).toBe(409);
  }
  expect((await about(rita.session)).modules.filter((m) => m.model === 'Quote')).toHaveLength(quotes + 1);
  expect((await put(rita.session, ritasCopy, 'Headline', { content: 'Noch einmal Rita' })).statusCode).toBe(200);
});

test('a revision the page never had, or one whose copy is not on record, is stale', async () => {
  const copy = await about(rita.session);
  expect((await put(rita.session, { ...copy, revision: copy.revision + 5 }, 'Headline', { content: 'Ohne Grundlage' })).statusCode).toBe(409);
  expect((await put(jonas.session, copy, 'Text', { content: '<p>Noch einmal Jonas.</p>' })).statusCode).toBe(200);
  await t.db.kysely.deleteFrom('page_versions').where('page_id', '=', copy.id).where('revision', '=', copy.revision).execute();
  expect((await put(rita.session, copy, 'Headline', { content: 'Ohne Grundlage' })).statusCode).toBe(409);
  expect(moduleOf(await about(rita.session), 'Headline')).not.toMatchObject({ content: 'Ohne Grundlage' });
});
