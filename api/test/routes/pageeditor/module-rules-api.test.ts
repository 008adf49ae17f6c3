import type { ModuleModel } from '@festival/shared/api-schemas/content-modules';
import { moduleRouteName } from '@festival/shared/api-schemas/module-inputs';
import { FieldErrors } from '@festival/shared/api-schemas/pageeditor-writes';
import { MODULE_EXAMPLES } from '@festival/shared/testing/module-examples';
import { call, signedIn, type Account } from '../../helpers/editor-session';
import { expectSchema } from '../../helpers/expect-schema';
import { useTestApp } from '../../helpers/test-app';

const t = useTestApp();
let editor: Account;
let page: { id: number; revision: number };
beforeAll(async () => {
  editor = await signedIn(t.db, 'rita', 'editor');
  page = await t.db.kysely.selectFrom('pages').select(['id', 'revision']).where('url_de', '=', 'festival/besuch-planen').executeTakeFirstOrThrow();
});

const create = (model: ModuleModel, fields: Record<string, unknown>, locale = 'de') => call(t.app, 'POST', `/${locale}/pageeditor-api/${moduleRouteName(model)}/`, {
  session: editor.session, payload: { ...MODULE_EXAMPLES[model], parent: { type: 'page', id: page.id }, position: 0, revision: page.revision, ...fields },
});
const item = <M extends 'TeaserList' | 'VenueList'>(model: M) => MODULE_EXAMPLES[model].children[0]!;

test.each<[string, ModuleModel, Record<string, unknown>, string]>([
  ['headline level 2 to 6', 'Headline', { headline_level: 7 }, 'headline_level'],
  ['headline required', 'Headline', { content: ' ' }, 'content'],
  ['link text required', 'Link', { link_text: '' }, 'link_text'],
  ['link required', 'Link', { link: '', link_url: '' }, 'link'],
  ['no javascript: links', 'Link', { link: 'javascript:alert(1)' }, 'link'],
  ['image required', 'Image', { image: null }, 'image'],
  ['alt text required', 'Image', { image_alt: '' }, 'image_alt'],
  ['YouTube or Vimeo only', 'Video', { video_url: 'https://www.dailymotion.com/video/x8' }, 'video_url'],
  ['audio providers only', 'Audio', { embed: '<iframe src="https://audio.example/embed"></iframe>' }, 'embed'],
  ['viewer providers only', 'Viewer', { embed: '<iframe src="https://docs.example/embed"></iframe>' }, 'embed'],
  ['social providers only', 'SocialMedia', { embed: '<a href="https://social.example/p/1">x</a>' }, 'embed'],
  ['blog items at least 1', 'BlogTeaserList', { items: [] }, 'items'],
  ['blog items at most 8', 'BlogTeaserList', { items: [1, 2, 3, 4, 5, 6, 7, 8, 9] }, 'items'],
  ['blog items exist', 'BlogTeaserList', { items: [1, 99999] }, 'items'],
  ['full teaser text at most 3000', 'FullTeaser', { text: `<p>${'x'.repeat(3001)}</p>` }, 'text'],
  ['teaser headline required', 'TeaserList', { children: [{ ...item('TeaserList'), headline: '' }] }, 'children.0.headline'],
  ['venue required', 'Venue', { venue: null }, 'venue'],
  ['venue exists', 'Venue', { venue: 99999 }, 'venue'],
  ['venue list venues exist', 'VenueList', { children: [item('VenueList'), { venue: 99999 }] }, 'children.1.venue'],
  ['html required', 'HTML', { html_code: '' }, 'html_code'],
  ['hubspot id required', 'Forms', { hubspot_id: '', form_id: null }, 'hubspot_id'],
  ['hero online from required', 'HeroMedia', { online_from: null }, 'online_from'],
  ['two columns text required', 'TwoColumns', { text: '' }, 'text'],
  ['two columns image required', 'TwoColumns', { image: null }, 'image'],
  ['a wrong type', 'Text', { decrease_distance: 'ja' }, 'decrease_distance'],
  ['a missing parent', 'Text', { parent: undefined }, 'parent'],
  ['a negative position', 'Text', { position: -1 }, 'position'],
])('%s: 400 naming the field, nothing stored', async (_rule, model, fields, field) => {
  const res = await create(model, fields);
  expect(res.statusCode).toBe(400);
  expectSchema(FieldErrors, res.json());
  expect(res.json()).toMatchObject({ field, errors: expect.arrayContaining([expect.objectContaining({ field })]) });
  expect(res.json().detail).toMatch(new RegExp(`^${field.replace(/\./g, '\\.')}: `));
  const stored = await t.db.kysely.selectFrom('pages').select('revision').where('id', '=', page.id).executeTakeFirstOrThrow();
  expect(stored.revision).toBe(page.revision);
});

test('the detail speaks the request\'s language; the errors carry the message keys', async () => {
  const de = (await create('Headline', { headline_level: 9 })).json();
  const en = (await create('Headline', { headline_level: 9 }, 'en')).json();
  expect(de.detail).toBe('headline_level: Die Überschriftenebene muss zwischen 2 und 6 liegen.');
  expect(en.detail).toBe('headline_level: The headline level must be between 2 and 6.');
  expect(en.errors).toEqual([{ field: 'headline_level', message: 'headlineLevel' }]);
});

test('a valid body of every model is stored', async () => {
  for (const model of Object.keys(MODULE_EXAMPLES) as ModuleModel[]) {
    if (model === 'Container') continue;
    const current = await t.db.kysely.selectFrom('pages').select('revision').where('id', '=', page.id).executeTakeFirstOrThrow();
    page.revision = current.revision;
    const res = await create(model, {});
    expect([model, res.statusCode]).toEqual([model, 201]);
  }
});
