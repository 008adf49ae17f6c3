import { remoteBlockModules, serverRenderableBlocks } from '../block-remotes';

const page = [
  { slug: 'heromedia-1', model: 'HeroMedia' },
  { slug: 'eventlist-1', model: 'EventList', children: [{ id: 1, name: 'Abend' }] },
  { slug: 'section-1', model: 'Section', columns: [{ modules: [{ slug: 'blogteaserlist-1', model: 'BlogTeaserList', article_objs: [] }] }] },
  { slug: 'eventlist-2', model: 'EventList', children: [] },
];

test('the parcels a page mounts, once each, nested modules included', () => {
  expect(remoteBlockModules(page)).toEqual(['mf_programme/event-list-module', 'mf_magazine/blog-teaser-list']);
});

test('the modules the server renders: each with its parcel, slug and fields, nested ones included', () => {
  expect(serverRenderableBlocks(page)).toEqual([
    { module: 'mf_programme/event-list-module', slug: 'eventlist-1', fields: page[1] },
    { module: 'mf_magazine/blog-teaser-list', slug: 'blogteaserlist-1', fields: page[2]?.columns?.[0]?.modules[0] },
    { module: 'mf_programme/event-list-module', slug: 'eventlist-2', fields: page[3] },
  ]);
});

test('a slug that names two modules, or none, leaves those modules to the browser', () => {
  const twice = [
    { slug: 'eventlist-1', model: 'EventList' },
    { slug: 'eventlist-1', model: 'EventList' },
    { slug: '', model: 'HighlightTeaser' },
    { model: 'HighlightTeaser' },
    { slug: 'highlightteaser-1', model: 'HighlightTeaser' },
  ];
  expect(serverRenderableBlocks(twice).map((block) => block.slug)).toEqual(['highlightteaser-1']);
  expect(serverRenderableBlocks(null)).toEqual([]);
});
