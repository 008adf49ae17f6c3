import { Page } from '@festival/shared/api-schemas/content';
import { SECTION_PRESETS, type LeafModule, type PageModule } from '@festival/shared/api-schemas/content-modules';
import { expectSchema } from '../../helpers/expect-schema';
import { useTestApp } from '../../helpers/test-app';

const t = useTestApp();
let modules: PageModule[];
beforeAll(async () => {
  const res = await t.app.inject({ url: '/de/pageeditor-api/page/module' });
  expect(res.statusCode).toBe(200);
  expectSchema(Page, res.json());
  modules = res.json().modules;
});

const ALL_MODELS: PageModule['model'][] = [
  'Headline', 'Text', 'Link', 'Image', 'ImageList', 'Video', 'VideoSelfHosted', 'VideoList', 'Audio', 'AudioSelfHosted',
  'Viewer', 'Quote', 'SocialMedia', 'FAQ', 'FullTeaser', 'TeaserList', 'Venue', 'VenueList', 'HTML', 'LogoList', 'Forms',
  'HeroMedia', 'Section', 'BlogTeaserList', 'TwoColumns', 'EventList', 'HighlightTeaser', 'AnchorList', 'Container',
];

function ofModel<M extends PageModule['model']>(model: M): Extract<PageModule, { model: M }>[] {
  return modules.filter((m): m is Extract<PageModule, { model: M }> => m.model === model);
}

test('the modules page uses every module type, at /de/module and /en/modules', async () => {
  expect(new Set(modules.map((m) => m.model))).toEqual(new Set(ALL_MODELS));
  const en = await t.app.inject({ url: '/en/pageeditor-api/page/modules' });
  expect(en.json().modules.map((m: PageModule) => m.slug)).toEqual(modules.map((m) => m.slug));
  expect(new Set(modules.map((m) => m.slug)).size).toBe(modules.length);
});

test('image lists, full teasers and teaser lists come in each of their variants', () => {
  expect(ofModel('ImageList').map((m) => m.format).sort()).toEqual(['grid', 'masonry', 'parallax', 'semi-lazy', 'slider']);
  expect(ofModel('FullTeaser').map((m) => m.extra_class).sort()).toEqual(['fullscreen', 'image-left', 'image-right']);
  expect(ofModel('TeaserList').map((m) => m.extra_class).sort()).toEqual(['list', 'slider']);
  expect(ofModel('Image').map((m) => m.format).sort()).toEqual(['large', 'medium', 'small']);
  expect(ofModel('TwoColumns').map((m) => m.extra_class).sort()).toEqual(['image-text', 'text-image']);
});

test('sections use the six column presets with child modules in every column', () => {
  const sections = ofModel('Section');
  expect(sections.map((s) => s.preset).sort()).toEqual(Object.keys(SECTION_PRESETS).sort());
  for (const section of sections) {
    expect(section.columns.map((c) => c.classes)).toEqual(SECTION_PRESETS[section.preset].map((span) => `col-12 col-lg-${span}`));
    for (const column of section.columns) expect(column.children.length).toBeGreaterThan(0);
  }
});

test('images carry their object and renditions', () => {
  const [image] = ofModel('Image');
  expect(image?.image_obj).toEqual({ url: image?.image, alt: expect.any(String), copyright: expect.any(String) });
  expect(image?.image_thumbnails?.small).toBe(`${image?.image}?w=640`);
  expect(image?.image).toMatch(/^\/media\/[a-z0-9-]+\.jpg$/);
});

test('teaser items outside their online window are left out', () => {
  for (const list of ofModel('TeaserList')) {
    expect(list.children.map((item) => item.headline)).toEqual(['Wie ein Festival entsteht', 'Unser Ensemble', 'Bühne frei']);
  }
});

test('video, embeds, quote, FAQ and anchor list keep their fields', () => {
  expect(ofModel('Video')[0]?.video_url).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=/);
  expect(ofModel('Audio')[0]?.embed).toContain('podigee');
  expect(ofModel('Viewer')[0]).toMatchObject({ media_type: 'document' });
  expect(ofModel('Quote')[0]).toMatchObject({ author: 'Arthur Schopenhauer' });
  expect(ofModel('FAQ')[0]?.children.length).toBe(3);
  const anchors = ofModel('AnchorList')[0]?.children.map((c) => c.anchor) ?? [];
  const targets = new Set(modules.map((m) => ('anchor' in m ? m.anchor : '')).filter(Boolean));
  for (const anchor of anchors) expect(targets).toContain(anchor);
});

test('looked-up objects are filled in: venues, articles, categories, events, the form', async () => {
  const venue = ofModel('Venue')[0];
  expect(venue?.venue_obj).toMatchObject({ id: venue?.venue, link: expect.stringMatching(/^\/de\/veranstaltungsorte\//) });
  expect(ofModel('VenueList')[0]?.children.every((c) => c.venue_obj !== null)).toBe(true);
  const blog = ofModel('BlogTeaserList')[0];
  expect(blog?.article_objs.map((a) => a.id)).toEqual(blog?.items);
  expect(blog?.main_teaser_obj?.id).toBe(blog?.items[0]);
  const highlight = ofModel('HighlightTeaser')[0];
  expect(highlight?.categories.map((c) => c.id)).toEqual([1, 2, 3]);
  expect(highlight?.article_objs.map((a) => a.category.id)).toEqual([1, 2, 3]);
  const [upcoming] = ofModel('EventList');
  expect(upcoming?.children.length).toBeGreaterThan(0);
  const starts = upcoming?.children.map((e) => e.date_start) ?? [];
  expect([...starts].sort()).toEqual(starts);
  expect(starts[0]! >= t.app.clock().toISOString().slice(0, 10)).toBe(true);
  const form = ofModel('Forms')[0];
  expect((await t.app.inject({ url: `/de/api/forms/${form?.form_id}/` })).statusCode).toBe(200);
});

test('the self-hosted video is a file the api serves', async () => {
  const res = await t.app.inject({ url: ofModel('VideoSelfHosted')[0]?.file ?? '' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('video/mp4');
});

test('self-hosted audio is served as generated WAV', async () => {
  const file = ofModel('AudioSelfHosted')[0]?.file ?? '';
  const res = await t.app.inject({ url: file });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('audio/wav');
  expect(res.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
  expect(res.rawPayload.length).toBeGreaterThan(100_000);
  expect((await t.app.inject({ url: '/media/audio/..%2Fsecret.wav' })).statusCode).toBe(400);
});

test('a container module names a container that exists', async () => {
  const container = ofModel('Container')[0];
  const res = await t.app.inject({ url: `/de/pageeditor-api/container/by-slug/${container?.slug}` });
  expect(res.statusCode).toBe(200);
});

test('modules inside sections are full modules too', () => {
  const children: LeafModule[] = ofModel('Section').flatMap((s) => s.columns.flatMap((c) => c.children));
  expect(new Set(children.map((c) => c.model))).toEqual(new Set(['Text', 'Image', 'Quote', 'Headline', 'Link']));
  const image = children.find((c) => c.model === 'Image');
  expect(image && 'image_obj' in image && image.image_obj).toBeTruthy();
});
