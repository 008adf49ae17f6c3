import type { ModuleModel } from '@festival/shared/api-schemas/content-modules';
import { MODULE_MODELS, type ModuleInputs } from '@festival/shared/api-schemas/module-inputs';
import { MODULE_EXAMPLES } from '@festival/shared/testing/module-examples';
import { validateModule, visibleText, type ModuleFieldError } from '@festival/shared/validation/module-rules';

function errorsWith<M extends ModuleModel>(model: M, patch: Partial<ModuleInputs[M]>): ModuleFieldError[] {
  return validateModule(model, { ...MODULE_EXAMPLES[model], ...patch });
}

const teaserItem = MODULE_EXAMPLES.TeaserList.children[0]!;
const imageItem = MODULE_EXAMPLES.ImageList.children[0]!;
const videoItem = MODULE_EXAMPLES.VideoList.children[0]!;

test('the example of every model passes, and every model of spec §3 has one', () => {
  expect(MODULE_MODELS).toHaveLength(29);
  for (const model of MODULE_MODELS) expect([model, validateModule(model, MODULE_EXAMPLES[model])]).toEqual([model, []]);
});

describe('the schema of each model', () => {
  test('a missing field is required, a wrong type or value invalid, an over-long text too long', () => {
    const { content: _dropped, ...withoutContent } = MODULE_EXAMPLES.Headline;
    expect(validateModule('Headline', withoutContent)).toContainEqual({ field: 'content', message: 'required' });
    expect(errorsWith('Text', { decrease_distance: 'yes' as unknown as boolean })).toEqual([{ field: 'decrease_distance', message: 'invalid' }]);
    expect(errorsWith('Image', { format: 'huge' })).toEqual([{ field: 'format', message: 'invalid' }]);
    expect(errorsWith('Quote', { author: 'x'.repeat(1001) })).toEqual([{ field: 'author', message: 'tooLong', values: { max: 1000 } }]);
  });

  test('a body that is not an object is invalid as a whole', () => {
    expect(validateModule('Text', 'hello')).toContainEqual({ field: '', message: 'invalid' });
    expect(validateModule('Text', null)).toContainEqual({ field: '', message: 'invalid' });
  });

  test('item fields are named as the form names them', () => {
    expect(errorsWith('FAQ', { children: [{ title: 'Frage', content: 7 as unknown as string }] })).toEqual([{ field: 'children.0.content', message: 'invalid' }]);
  });
});

describe('spec §5 required fields', () => {
  test.each<[ModuleModel, Record<string, unknown>, string]>([
    ['Headline', { content: '  ' }, 'content'],
    ['Link', { link_text: '' }, 'link_text'],
    ['Link', { link: '', link_url: '' }, 'link'],
    ['Image', { image: null }, 'image'],
    ['ImageList', { children: [] }, 'children'],
    ['ImageList', { children: [{ ...imageItem, image: '' }] }, 'children.0.image'],
    ['FullTeaser', { image: null }, 'image'],
    ['FullTeaser', { headline: '' }, 'headline'],
    ['FullTeaser', { link: '' }, 'link'],
    ['TeaserList', { children: [{ ...teaserItem, headline: '' }] }, 'children.0.headline'],
    ['TeaserList', { children: [{ ...teaserItem, link: '' }] }, 'children.0.link'],
    ['TeaserList', { children: [{ ...teaserItem, image: null }] }, 'children.0.image'],
    ['Venue', { venue: null }, 'venue'],
    ['VenueList', { children: [{ venue: null }] }, 'children.0.venue'],
    ['HTML', { html_code: '' }, 'html_code'],
    ['Forms', { hubspot_id: '', form_id: null }, 'hubspot_id'],
    ['HeroMedia', { online_from: null }, 'online_from'],
    ['HeroMedia', { headline: '' }, 'headline'],
    ['TwoColumns', { text: '<p> </p>' }, 'text'],
    ['TwoColumns', { image: null }, 'image'],
    ['VideoSelfHosted', { file: '' }, 'file'],
    ['AudioSelfHosted', { file: '' }, 'file'],
  ])('%s: %j leaves %s missing', (model, patch, field) => {
    expect(validateModule(model, { ...MODULE_EXAMPLES[model], ...patch })).toEqual([{ field, message: 'required' }]);
  });

  test('a site form stands in for a HubSpot id', () => {
    expect(errorsWith('Forms', { hubspot_id: '', form_id: 1 })).toEqual([]);
  });

  test('every picture needs its alternative text', () => {
    expect(errorsWith('Image', { image_alt: ' ' })).toEqual([{ field: 'image_alt', message: 'altRequired' }]);
    expect(errorsWith('Video', { image: '/media/poster.jpg', image_alt: '' })).toEqual([{ field: 'image_alt', message: 'altRequired' }]);
    expect(errorsWith('LogoList', { children: [{ ...MODULE_EXAMPLES.LogoList.children[0]!, image_alt: '' }] }))
      .toEqual([{ field: 'children.0.image_alt', message: 'altRequired' }]);
  });
});

describe('spec §5 limits', () => {
  test('headline levels run from 2 to 6', () => {
    for (const level of [2, 3, 4, 5, 6]) expect(errorsWith('Headline', { headline_level: level })).toEqual([]);
    for (const level of [1, 7, 0]) {
      expect(errorsWith('Headline', { headline_level: level })).toEqual([{ field: 'headline_level', message: 'headlineLevel', values: { min: 2, max: 6 } }]);
    }
  });

  test('a blog teaser list holds 1 to 8 articles', () => {
    expect(errorsWith('BlogTeaserList', { items: [1, 2, 3, 4, 5, 6, 7, 8] })).toEqual([]);
    const outside = { field: 'items', message: 'blogItems', values: { min: 1, max: 8 } };
    expect(errorsWith('BlogTeaserList', { items: [] })).toEqual([outside]);
    expect(errorsWith('BlogTeaserList', { items: [1, 2, 3, 4, 5, 6, 7, 8, 9] })).toEqual([outside]);
  });

  test('a full teaser text shows at most 3000 characters; markup does not count', () => {
    expect(errorsWith('FullTeaser', { text: `<p><strong>${'a'.repeat(2999)}</strong>&amp;</p>` })).toEqual([]);
    expect(errorsWith('FullTeaser', { text: `<p>${'a'.repeat(3001)}</p>` })).toEqual([{ field: 'text', message: 'tooLong', values: { max: 3000 } }]);
    expect(visibleText('<p>a&nbsp;b</p>')).toBe('a_b');
  });
});

describe('spec §5 providers', () => {
  test('videos come from YouTube or Vimeo only', () => {
    for (const url of ['https://www.youtube.com/watch?v=kXYiU_JCYtU', 'https://youtu.be/aqz-KE-bpKQ', 'https://vimeo.com/76979871']) {
      expect(errorsWith('Video', { video_url: url })).toEqual([]);
    }
    for (const url of ['https://example.org/watch?v=kXYiU_JCYtU', 'https://dailymotion.com/video/x1', 'javascript:alert(1)']) {
      expect(errorsWith('Video', { video_url: url })).toEqual([{ field: 'video_url', message: 'videoUrl' }]);
    }
    expect(errorsWith('Video', { video_url: '' })).toEqual([{ field: 'video_url', message: 'required' }]);
    expect(errorsWith('VideoList', { children: [{ ...videoItem, video_url: 'https://example.org/v/1' }] }))
      .toEqual([{ field: 'children.0.video_url', message: 'videoUrl' }]);
  });

  test.each<[ModuleModel, string, string[], string[]]>([
    ['Audio', 'embedAudio',
      ['<iframe src="https://w.soundcloud.com/player/?url=x"></iframe>', '<iframe src="https://open.spotify.com/embed/episode/1"></iframe>', '<iframe src="https://literaturfest.podigee.io/1/embed"></iframe>'],
      ['<iframe src="https://example.com/podcast"></iframe>', '<iframe src="http://literaturfest.podigee.io/1/embed"></iframe>', '<a href="https://podigee.io.evil.com/">x</a>']],
    ['Viewer', 'embedViewer',
      ['<iframe src="https://e.issuu.com/embed.html?d=heft"></iframe>', '<iframe src="https://sketchfab.com/models/1/embed"></iframe>'],
      ['<iframe src="https://www.youtube.com/embed/x"></iframe>', 'issuu.com']],
    ['SocialMedia', 'embedSocial',
      ['<a href="https://www.instagram.com/p/C0/">x</a>', '<a href="https://www.facebook.com/festival/posts/1">x</a>', '<blockquote><a href="https://twitter.com/f/status/1">x</a></blockquote>', '<a href="https://x.com/f/status/1">x</a>'],
      ['<a href="https://www.tiktok.com/@f/video/1">x</a>', '<iframe src="https://evil.example/"></iframe><a href="https://www.instagram.com/p/C0/">x</a>']],
  ])('%s embeds come from the allowed hosts only', (model, message, allowed, refused) => {
    for (const embed of allowed) expect([embed, validateModule(model, { ...MODULE_EXAMPLES[model], embed })]).toEqual([embed, []]);
    for (const embed of refused) expect([embed, validateModule(model, { ...MODULE_EXAMPLES[model], embed })]).toEqual([embed, [{ field: 'embed', message }]]);
    expect(validateModule(model, { ...MODULE_EXAMPLES[model], embed: '' })).toEqual([{ field: 'embed', message: 'required' }]);
  });
});

describe('links and dates', () => {
  test('links are paths of this site or http(s), mailto and tel addresses', () => {
    for (const link of ['/de/programm', '#fragen', 'https://www.berlin.de/', 'mailto:presse@example.org', 'tel:+49301234']) {
      expect(errorsWith('Image', { link })).toEqual([]);
    }
    for (const link of ['javascript:alert(1)', '//evil.example/', 'data:text/html,x', 'programm']) {
      expect(errorsWith('Image', { link })).toEqual([{ field: 'link', message: 'linkTarget' }]);
    }
    expect(errorsWith('Link', { link: '', link_url: 'JavaScript:alert(1)' })).toEqual([{ field: 'link_url', message: 'linkTarget' }]);
    expect(errorsWith('HeroMedia', { button_link: 'vbscript:x' })).toEqual([{ field: 'button_link', message: 'linkTarget' }]);
  });

  test('window and list dates must be readable dates', () => {
    expect(errorsWith('EventList', { date_from: '2026-06-01', date_to: '2026-06-30T23:00' })).toEqual([]);
    expect(errorsWith('EventList', { date_from: 'morgen' })).toEqual([{ field: 'date_from', message: 'date' }]);
    expect(errorsWith('HeroMedia', { online_to: '31.12.2026' })).toEqual([{ field: 'online_to', message: 'date' }]);
    expect(errorsWith('TeaserList', { children: [{ ...teaserItem, online_from: 'bald' }] })).toEqual([{ field: 'children.0.online_from', message: 'date' }]);
  });
});
