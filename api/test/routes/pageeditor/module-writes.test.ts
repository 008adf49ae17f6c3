import { Container, Page } from '@festival/shared/api-schemas/content';
import type { PageModule, SectionModule } from '@festival/shared/api-schemas/content-modules';
import { ModuleWritten } from '@festival/shared/api-schemas/pageeditor-writes';
import { MODULE_EXAMPLES } from '@festival/shared/testing/module-examples';
import { call, signedIn, type Account } from '../../helpers/editor-session';
import { expectSchema } from '../../helpers/expect-schema';
import { useTestApp } from '../../helpers/test-app';
import { testNow } from '../../helpers/test-clock';

const t = useTestApp();
let editor: Account;
beforeAll(async () => {
  editor = await signedIn(t.db, 'rita', 'editor', { first: 'Rita', last: 'Redlich' });
});

/** The page as an editor changes it (its draft), or with no session as visitors see it. */
async function pageOf(path: string, locale: 'de' | 'en' = 'de', session: string | null = editor.session): Promise<Page> {
  const res = await call(t.app, 'GET', `/${locale}/pageeditor-api/page/${path}${session ? '?draft=1' : ''}`, { session: session ?? undefined });
  expect(res.statusCode).toBe(200);
  return res.json();
}
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => call(t.app, method, url, { session: editor.session, payload });
const sections = (page: Page) => page.modules.filter((m): m is SectionModule => m.model === 'Section');
const idsOf = (modules: PageModule[]) => modules.map((m) => m.id);

test('in an editor\'s page answer every module and section carries an id, the same in both languages', async () => {
  const de = await pageOf('module');
  expectSchema(Page, de);
  const all = [...de.modules, ...sections(de).flatMap((s) => s.columns.flatMap((c) => c.children))];
  expect(all.every((m) => Number.isInteger(m.id))).toBe(true);
  expect(new Set(all.map((m) => m.id)).size).toBe(all.length);
  const en = await pageOf('modules', 'en');
  expect(idsOf(en.modules)).toEqual(idsOf(de.modules));
  const rows = await t.db.kysely.selectFrom('content_modules').select(['id', 'owner_type', 'owner_id']).where('id', 'in', all.map((m) => m.id!)).execute();
  expect(rows).toHaveLength(all.length);
  expect(new Set(rows.map((r) => `${r.owner_type} ${r.owner_id}`))).toEqual(new Set([`page ${de.id}`]));
});

test('a module is created at its position in both languages, in the draft at once and for visitors once published', async () => {
  const page = await pageOf('festival/ueber-uns');
  const res = await send('POST', '/de/pageeditor-api/headline/', { ...MODULE_EXAMPLES.Headline, parent: { type: 'page', id: page.id }, position: 1, revision: page.revision });
  expect(res.statusCode).toBe(201);
  expectSchema(ModuleWritten, res.json());
  const { module, revision, version_id } = res.json();
  expect(module).toMatchObject({ model: 'Headline', content: 'Lesungen im Hof', headline_level: 2, slug: `headline-${module.id}` });
  expect(revision).toBe(page.revision + 1);
  expect(version_id).toEqual(expect.any(Number));
  expect((await pageOf('festival/ueber-uns')).modules[1]).toMatchObject({ id: module.id, content: 'Lesungen im Hof' });
  expect((await pageOf('festival/about-us', 'en')).modules[1]).toMatchObject({ id: module.id, content: 'Lesungen im Hof' });
  expect(idsOf((await pageOf('festival/ueber-uns', 'de', null)).modules)).not.toContain(module.id);
  expect((await send('POST', `/de/pageeditor-api/publish/${page.id}/`, { revision })).statusCode).toBe(200);
  expect((await pageOf('festival/ueber-uns', 'de', null)).modules[1]).toMatchObject({ id: module.id });
});

test('a position that is not a whole number from 0 is refused with 400 naming it, and nothing is written', async () => {
  const page = await pageOf('festival/ueber-uns');
  for (const position of [-1, 1.5, '2', null]) {
    const res = await send('POST', '/de/pageeditor-api/headline/', { ...MODULE_EXAMPLES.Headline, parent: { type: 'page', id: page.id }, position, revision: page.revision });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ detail: expect.any(String), field: 'position' });
  }
  expect((await pageOf('festival/ueber-uns')).revision).toBe(page.revision);
});

test('a replace writes this language; language-neutral fields follow in the other', async () => {
  const page = await pageOf('festival/about-us', 'en');
  const headline = page.modules.find((m) => m.model === 'Headline')!;
  const german = (await pageOf('festival/ueber-uns')).modules.find((m) => m.id === headline.id) as { content: string };
  const res = await send('PUT', `/en/pageeditor-api/headline/${headline.id}/`, { ...MODULE_EXAMPLES.Headline, content: 'Readings in the courtyard', headline_level: 3, anchor: 'courtyard', revision: page.revision });
  expect(res.statusCode).toBe(200);
  expect(res.json().module).toMatchObject({ id: headline.id, content: 'Readings in the courtyard', headline_level: 3 });
  const en = (await pageOf('festival/about-us', 'en')).modules.find((m) => m.id === headline.id);
  const de = (await pageOf('festival/ueber-uns')).modules.find((m) => m.id === headline.id);
  expect(en).toMatchObject({ content: 'Readings in the courtyard', headline_level: 3, anchor: 'courtyard' });
  expect(de).toMatchObject({ content: german.content, headline_level: 3, anchor: 'courtyard' });
});

test('every write leaves an audit record: who, when, what changed', async () => {
  const page = await pageOf('festival/ueber-uns');
  const text = page.modules.find((m) => m.model === 'Text')!;
  t.setNow(new Date('2026-11-23T10:00:00Z'));
  try {
    const res = await send('PUT', `/de/pageeditor-api/text/${text.id}/`, { ...MODULE_EXAMPLES.Text, content: '<p>Neu geschrieben.</p>', revision: page.revision });
    expect(res.statusCode).toBe(200);
  } finally {
    t.setNow(testNow());
  }
  const audit = await t.db.kysely.selectFrom('audit_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
  expect(audit).toMatchObject({ user_id: editor.id, action: 'module.update', entity_type: 'page', entity_id: page.id, created_at: '2026-11-23T10:00:00.000Z' });
  expect(JSON.parse(audit.summary)).toMatchObject({ module_id: text.id, model: 'Text', locale: 'de', fields: { content: [(text as { content: string }).content, '<p>Neu geschrieben.</p>'] } });
});

test('a module moves between the columns of a section and to the top, never out of its page', async () => {
  let page = await pageOf('module');
  const half = sections(page).find((s) => s.preset === '50-50')!;
  const quote = half.columns[0]!.children[0]!;
  let res = await send('POST', `/de/pageeditor-api/quote/${quote.id}/move/`, { parent: { type: 'column', id: half.id, column: 1 }, position: 0, revision: page.revision });
  expect(res.statusCode).toBe(200);
  for (const [path, locale] of [['module', 'de'], ['modules', 'en']] as const) {
    const moved = sections(await pageOf(path, locale)).find((s) => s.id === half.id)!;
    expect(moved.columns[0]!.children).toEqual([]);
    expect(idsOf(moved.columns[1]!.children)[0]).toBe(quote.id);
  }
  page = await pageOf('module');
  res = await send('POST', `/de/pageeditor-api/quote/${quote.id}/move/`, { parent: { type: 'page', id: page.id }, position: 0, revision: page.revision });
  expect(res.statusCode).toBe(200);
  page = await pageOf('module');
  expect(page.modules[0]!.id).toBe(quote.id);

  const other = await pageOf('festival/ueber-uns');
  res = await send('POST', `/de/pageeditor-api/quote/${quote.id}/move/`, { parent: { type: 'page', id: other.id }, position: 0, revision: page.revision });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ field: 'parent' });
  res = await send('POST', `/de/pageeditor-api/section/${half.id}/move/`, { parent: { type: 'column', id: half.id, column: 0 }, position: 0, revision: page.revision });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ field: 'parent' });
});

test('a section gets the columns of its preset; a smaller preset keeps the modules; deleting it takes them along', async () => {
  let page = await pageOf('festival/besuch-planen');
  let res = await send('POST', '/de/pageeditor-api/section/', { ...MODULE_EXAMPLES.Section, preset: '33-33-33', parent: { type: 'page', id: page.id }, position: 99, revision: page.revision });
  expect(res.statusCode).toBe(201);
  const section = res.json().module as SectionModule;
  expect(section.columns.map((c) => c.classes)).toEqual(['col-12 col-lg-4', 'col-12 col-lg-4', 'col-12 col-lg-4']);
  res = await send('POST', '/de/pageeditor-api/text/', { ...MODULE_EXAMPLES.Text, parent: { type: 'column', id: section.id, column: 2 }, position: 0, revision: res.json().revision });
  expect(res.statusCode).toBe(201);
  const text = res.json().module;
  res = await send('PUT', `/de/pageeditor-api/section/${section.id}/`, { ...MODULE_EXAMPLES.Section, preset: '50-50', revision: res.json().revision });
  expect(res.statusCode).toBe(200);
  expect(res.json().module.columns.map((c: { children: PageModule[] }) => idsOf(c.children))).toEqual([[], [text.id]]);
  page = await pageOf('festival/besuch-planen');
  expect(page.modules.at(-1)).toMatchObject({ id: section.id, preset: '50-50' });

  res = await send('DELETE', `/de/pageeditor-api/section/${section.id}/?revision=${page.revision}`);
  expect(res.statusCode).toBe(200);
  expect(idsOf((await pageOf('festival/plan-your-visit', 'en')).modules)).not.toContain(section.id);
  expect(await t.db.kysely.selectFrom('content_modules').select('id').where('id', 'in', [section.id!, text.id]).execute()).toEqual([]);
  expect((await send('PUT', `/de/pageeditor-api/text/${text.id}/`, { ...MODULE_EXAMPLES.Text, revision: res.json().revision })).statusCode).toBe(404);
});

test('a missing container is made for an editor (spec §4), placed on a page, and filled', async () => {
  let res = await send('POST', '/de/pageeditor-api/container/', { slug: 'sommer-partner' });
  expect(res.statusCode).toBe(201);
  expectSchema(Container, res.json().container);
  expect(res.json()).toMatchObject({ container: { slug: 'sommer-partner', layout: 'default', revision: 1, modules: [] }, placed: null });
  expect((await send('POST', '/de/pageeditor-api/container/', { slug: 'sommer-partner' })).statusCode).toBe(200);
  const container = res.json().container;

  const page = await pageOf('festival');
  res = await send('POST', '/de/pageeditor-api/container/', { slug: 'sommer-partner', parent: { type: 'page', id: page.id }, position: 0 });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ field: 'revision' });
  res = await send('POST', '/de/pageeditor-api/container/', { slug: 'sommer-partner', parent: { type: 'page', id: page.id }, position: 0, revision: page.revision });
  expect(res.statusCode).toBe(200);
  expect(res.json().placed.module).toMatchObject({ model: 'Container', slug: 'sommer-partner' });
  expect((await pageOf('festival')).modules[0]).toMatchObject({ model: 'Container', slug: 'sommer-partner' });

  res = await send('POST', '/en/pageeditor-api/text/', { ...MODULE_EXAMPLES.Text, parent: { type: 'container', id: container.id }, position: 0, revision: container.revision });
  expect(res.statusCode).toBe(201);
  expect(res.json().version_id).toBeNull();
  const shown = (await call(t.app, 'GET', '/de/pageeditor-api/container/by-slug/sommer-partner')).json();
  expect(shown).toMatchObject({ revision: 2, modules: [{ id: res.json().module.id, model: 'Text' }] });
  res = await send('POST', '/de/pageeditor-api/container/', { slug: 'andere', parent: { type: 'container', id: container.id }, position: 0, revision: 2 });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ field: 'parent' });
});

test('an unknown parent is a 400 on parent; an unknown id or a module of another model is 404', async () => {
  const page = await pageOf('festival/ueber-uns');
  let res = await send('POST', '/de/pageeditor-api/text/', { ...MODULE_EXAMPLES.Text, parent: { type: 'page', id: 99999 }, position: 0, revision: 1 });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ field: 'parent', errors: [{ field: 'parent', message: 'notFound' }] });
  res = await send('POST', '/de/pageeditor-api/container/', { slug: 'ohne-seite', parent: { type: 'page', id: 99999 }, position: 0, revision: 1 });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ field: 'parent', errors: [{ field: 'parent', message: 'notFound' }] });
  expect(await t.db.kysely.selectFrom('containers').select('id').where('slug', '=', 'ohne-seite').executeTakeFirst()).toBeUndefined();
  res = await send('POST', '/de/pageeditor-api/text/', { ...MODULE_EXAMPLES.Text, parent: { type: 'column', id: page.modules[0]!.id, column: 0 }, position: 0, revision: page.revision });
  expect(res.statusCode).toBe(400);
  const headline = page.modules.find((m) => m.model === 'Headline')!;
  for (const [method, url] of [
    ['PUT', `/de/pageeditor-api/text/${headline.id}/`], ['PUT', '/de/pageeditor-api/text/99999/'],
    ['DELETE', `/de/pageeditor-api/text/99999/?revision=${page.revision}`], ['POST', `/de/pageeditor-api/quote/${headline.id}/move/`],
  ] as const) {
    const answer = await send(method, url, method === 'DELETE' ? undefined : { ...MODULE_EXAMPLES.Text, parent: { type: 'page', id: page.id }, position: 0, revision: page.revision });
    expect([method, url, answer.statusCode]).toEqual([method, url, 404]);
    expect(answer.json()).toEqual({ detail: expect.any(String) });
  }
});

test('a write is announced on the change bus once committed', async () => {
  const heard: string[] = [];
  const ends = [
    t.app.changes.subscribe('content', (change) => { heard.push(`content ${change.entity} ${change.ids.join()}`); }),
    t.app.changes.subscribe('search', (change) => { heard.push(`search ${change.documents.map((d) => `${d.kind} ${d.id}`).join()}`); }),
  ];
  try {
    const page = await pageOf('impressum');
    const res = await send('POST', '/de/pageeditor-api/quote/', { ...MODULE_EXAMPLES.Quote, parent: { type: 'page', id: page.id }, position: 0, revision: page.revision });
    expect(res.statusCode).toBe(201);
    expect(heard).toEqual([`content page ${page.id}`, `search page ${page.id}`]);
  } finally {
    ends.forEach((end) => end());
  }
});
