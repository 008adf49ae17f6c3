import type { Page } from '@festival/shared/api-schemas/content';
import { MODULE_EXAMPLES } from '@festival/shared/testing/module-examples';
import { call, signedIn, type Account } from '../../helpers/editor-session';
import { useTestApp } from '../../helpers/test-app';

const t = useTestApp();
let editor: Account;
beforeAll(async () => {
  editor = await signedIn(t.db, 'rita', 'editor');
});

const visitor = (url: string) => t.app.inject({ url });
const editorsPage = async (path: string): Promise<Page> => (await call(t.app, 'GET', `/de/pageeditor-api/page/${path}?draft=1`, { session: editor.session })).json();
const publish = async (page: Page) => {
  const res = await call(t.app, 'POST', `/de/pageeditor-api/publish/${page.id}/`, { session: editor.session, payload: { revision: page.revision } });
  expect(res.statusCode).toBe(200);
};

test('a save stays in the draft: no visitor answer, document, search or autocomplete has it until it is published, then the next ones do', async () => {
  const page = await editorsPage('festival/besuch-planen');
  const text = page.modules.find((m) => m.model === 'Text')!;
  expect((await visitor('/de/api/search/others/?query=Kranichflug')).json().count).toBe(0);
  const res = await call(t.app, 'PUT', `/de/pageeditor-api/text/${text.id}/`, {
    session: editor.session, payload: { ...MODULE_EXAMPLES.Text, content: '<p>Im Herbst sieht man vom Dach den Kranichflug über der Spree.</p>', revision: page.revision },
  });
  expect(res.statusCode).toBe(200);
  const drafted = await editorsPage('festival/besuch-planen');
  expect(drafted.publication).toEqual({ state: 'draft', published_at: null, publish_at: null });
  expect(drafted.modules.find((m) => m.id === text.id)).toMatchObject({ content: '<p>Im Herbst sieht man vom Dach den Kranichflug über der Spree.</p>' });
  for (const answer of [
    await visitor('/de/pageeditor-api/page/festival/besuch-planen'), await visitor('/de/festival/besuch-planen'), await visitor('/de/api/search/others/?query=Kranichflug'),
    await visitor('/de/api/search/autocomplete/?query=kranichf'), await call(t.app, 'GET', '/de/pageeditor-api/page/festival/besuch-planen', { session: editor.session }),
  ]) expect(answer.body).not.toMatch(/Kranichflug|kranichflug/);

  await publish(drafted);
  const live = (await visitor('/de/pageeditor-api/page/festival/besuch-planen')).json() as Page;
  expect(live.modules.find((m) => m.id === text.id)).toMatchObject({ content: '<p>Im Herbst sieht man vom Dach den Kranichflug über der Spree.</p>' });
  expect((await visitor('/de/festival/besuch-planen')).body).toContain('Kranichflug');
  expect((await editorsPage('festival/besuch-planen')).publication).toEqual(expect.objectContaining({ state: 'published', published_at: expect.any(String) }));
  const found = (await visitor('/de/api/search/others/?query=Kranichflug')).json();
  expect(found.results).toEqual([expect.objectContaining({ kind: 'page', id: page.id })]);
  expect((await visitor('/de/api/search/autocomplete/?query=kranichf')).json().suggestions).toEqual(['kranichflug']);
  expect((await visitor('/en/api/search/others/?query=Kranichflug')).json().count).toBe(0);
});

test('a restored version is a draft too, and once published in the next document: the breadcrumb of a child page names the restored title', async () => {
  const draft = await t.db.kysely.selectFrom('page_versions').select('id').where('title_de', '=', 'Über uns (Entwurf)').executeTakeFirstOrThrow();
  const document = async () => (await visitor('/de/festival/ueber-uns/team')).body;
  expect(await document()).not.toContain('Über uns (Entwurf)');
  const page = await editorsPage('festival/ueber-uns');
  const res = await call(t.app, 'POST', `/de/pageeditor-api/versions/${draft.id}/restore/`, { session: editor.session, payload: { revision: page.revision } });
  expect(res.statusCode).toBe(200);
  expect(await document()).not.toContain('Über uns (Entwurf)');
  await publish(await editorsPage('festival/ueber-uns'));
  expect(await document()).toMatch(/"name":"Über uns \(Entwurf\)"/);
  const pages = (await visitor('/de/api/search/others/?query=Entwurf')).json().results.filter((r: { kind: string }) => r.kind === 'page');
  expect(pages).toEqual([expect.objectContaining({ id: page.id, title: 'Über uns (Entwurf)' })]);
});
