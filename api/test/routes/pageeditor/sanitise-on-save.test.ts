import type { ModuleModel } from '@festival/shared/api-schemas/content-modules';
import { moduleRouteName } from '@festival/shared/api-schemas/module-inputs';
import { MODULE_EXAMPLES } from '@festival/shared/testing/module-examples';
import { call, signedIn, type Account } from '../../helpers/editor-session';
import { useTestApp } from '../../helpers/test-app';

const t = useTestApp();
let editor: Account;
beforeAll(async () => {
  editor = await signedIn(t.db, 'rita', 'editor');
});

/** Creates the module on the imprint page and answers it as stored in the database, in German. */
async function stored(model: ModuleModel, fields: Record<string, unknown>): Promise<Record<string, unknown>> {
  const page = await t.db.kysely.selectFrom('pages').select(['id', 'revision']).where('url_de', '=', 'impressum').executeTakeFirstOrThrow();
  const res = await call(t.app, 'POST', `/de/pageeditor-api/${moduleRouteName(model)}/`, {
    session: editor.session, payload: { ...MODULE_EXAMPLES[model], ...fields, parent: { type: 'page', id: page.id }, position: 0, revision: page.revision },
  });
  expect(res.statusCode).toBe(201);
  const row = await t.db.kysely.selectFrom('pages').select('modules_de').where('id', '=', page.id).executeTakeFirstOrThrow();
  return (JSON.parse(row.modules_de) as Array<Record<string, unknown>>).find((module) => module.id === res.json().module.id)!;
}

const HOSTILE = '<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)" onclick="alert(4)">Link</a>';
const dangerous = /<script|onerror|onclick|javascript:|<img/i;

test('rich text keeps bold, italic, links, lists and, where allowed, headings; scripts, handlers and javascript: go', async () => {
  const text = await stored('Text', {
    content: `<h2 style="color:red">Zwischentitel</h2><p onmouseover="x()"><strong>fett</strong> <em>kursiv</em> <a href="https://www.berlin.de/" target="_blank">Berlin</a></p><ul><li>eins</li></ul>${HOSTILE}`,
  });
  expect(text.content).toBe('<h2>Zwischentitel</h2><p><strong>fett</strong> <em>kursiv</em> <a href="https://www.berlin.de/" target="_blank" rel="noopener noreferrer">Berlin</a></p><ul><li>eins</li></ul><a>Link</a>');
  const teaser = await stored('FullTeaser', { text: `<h2>Kein Titel</h2><p>Text</p>${HOSTILE}` });
  expect(teaser.text).toBe('Kein Titel<p>Text</p><a>Link</a>');
  const faq = await stored('FAQ', { children: [{ title: 'Frage', content: `<p>Antwort</p>${HOSTILE}` }] });
  expect((faq.children as Array<{ content: string }>)[0]!.content).toBe('<p>Antwort</p><a>Link</a>');
  for (const markup of [text.content, teaser.text, (faq.children as Array<{ content: string }>)[0]!.content]) expect(markup).not.toMatch(dangerous);
});

test('the HTML module keeps markup, pictures and frames of the embed providers, nothing that runs', async () => {
  const html = await stored('HTML', {
    html_code: '<table onmouseover="x()"><tr><td colspan="2">14 €</td></tr></table>'
      + '<iframe src="https://www.youtube-nocookie.com/embed/kXYiU_JCYtU" title="Trailer" allowfullscreen onload="x()"></iframe>'
      + `<iframe src="https://evil.example/frame"></iframe><iframe src="javascript:alert(5)"></iframe>${HOSTILE}`,
  });
  expect(html.html_code).toBe('<table><tr><td colspan="2">14 €</td></tr></table>'
    + '<iframe src="https://www.youtube-nocookie.com/embed/kXYiU_JCYtU" title="Trailer" allowfullscreen></iframe>'
    + '<iframe></iframe><iframe></iframe><img src="x" /><a>Link</a>');
});

test('a pasted embed keeps its provider\'s frame and loses its scripts', async () => {
  const audio = await stored('Audio', {
    embed: '<iframe src="https://literaturfest.podigee.io/12/embed" height="200" onload="x()"></iframe><script src="https://cdn.podigee.com/player.js"></script>',
  });
  expect(audio.embed).toBe('<iframe src="https://literaturfest.podigee.io/12/embed" height="200"></iframe>');
});
