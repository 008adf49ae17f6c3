import { MODULE_MODELS } from '@festival/shared/api-schemas/module-inputs';
import { moduleFields } from '../model/module-fields';

test('every module of spec §3 gets a form, every field a kind', () => {
  for (const model of MODULE_MODELS) {
    const fields = moduleFields(model);
    expect(fields.length).toBeGreaterThan(0);
    for (const field of fields) expect(field.kind).toBeTruthy();
  }
});

test('kinds follow the write schema: rich text with or without headings, choices, lists of items, dates', () => {
  const kinds = (model: Parameters<typeof moduleFields>[0]) => Object.fromEntries(moduleFields(model).map((field) => [field.name, field.kind]));
  expect(kinds('Text')).toEqual({ content: 'rich-text-headings', anchor: 'text', decrease_distance: 'checkbox' });
  expect(kinds('Headline')).toMatchObject({ headline_level: 'number', content: 'text' });
  expect(kinds('FullTeaser')).toMatchObject({ text: 'rich-text', image: 'image', extra_class: 'select' });
  expect(kinds('HTML')).toEqual({ html_code: 'code' });
  expect(kinds('Audio')).toEqual({ embed: 'code' });
  expect(kinds('HeroMedia')).toMatchObject({ online_from: 'date', online_to: 'date', sticky: 'checkbox' });
  expect(kinds('BlogTeaserList')).toEqual({ items: 'id-list' });
  // links and video addresses are one line, however long they may be
  expect(kinds('Link')).toMatchObject({ link: 'text', link_url: 'text' });
  expect(kinds('Video')).toMatchObject({ video_url: 'text' });
  expect(kinds('HeroMedia')).toMatchObject({ video: 'text', button_link: 'text' });
  const faq = moduleFields('FAQ').find((field) => field.name === 'children');
  expect(faq).toMatchObject({ kind: 'items', item: [{ name: 'title', kind: 'text' }, { name: 'content', kind: 'rich-text' }] });
  expect(moduleFields('Image').find((field) => field.name === 'format')).toMatchObject({ options: ['large', 'medium', 'small'] });
  expect(moduleFields('Venue')[0]).toMatchObject({ name: 'venue', kind: 'number', nullable: true });
});

test("a picture's alt text and copyright are edited in its image field, in list items too", () => {
  const names = (fields: ReturnType<typeof moduleFields>) => fields.map((field) => field.name);
  expect(names(moduleFields('Image'))).toContain('image');
  expect(names(moduleFields('Image'))).not.toEqual(expect.arrayContaining(['image_alt']));
  expect(names(moduleFields('Image'))).not.toEqual(expect.arrayContaining(['image_copyright']));
  const item = moduleFields('ImageList').find((field) => field.name === 'children')?.item ?? [];
  expect(item.find((field) => field.name === 'image')).toMatchObject({ kind: 'image' });
  expect(names(item).filter((name) => name.startsWith('image_'))).toEqual([]);
});

test('a picture is marked required where the §5 rules demand one, in list items too', () => {
  const image = (fields: ReturnType<typeof moduleFields>) => fields.find((field) => field.name === 'image');
  const itemImage = (model: Parameters<typeof moduleFields>[0]) => image(moduleFields(model).find((field) => field.name === 'children')?.item ?? []);
  expect(image(moduleFields('Image'))).toMatchObject({ required: true });
  expect(image(moduleFields('TwoColumns'))).toMatchObject({ required: true });
  expect(image(moduleFields('Video'))?.required).toBeFalsy();
  expect(image(moduleFields('Section'))?.required).toBeFalsy();
  expect(itemImage('ImageList')).toMatchObject({ required: true });
  expect(itemImage('TeaserList')).toMatchObject({ required: true });
  expect(itemImage('VideoList')?.required).toBeFalsy();
});
