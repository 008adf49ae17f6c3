import { adminEditUrl } from '../components/edit-links';

test.each([
  ['events-slug-id', 'events'],
  ['authors-slug-id', 'persons'],
  ['productions-slug-id', 'productions'],
  ['venues-slug-id', 'venues'],
  ['series-slug-id', 'series'],
  ['forms-slug-id', 'forms'],
  ['magazine-slug-id', 'articles'],
] as const)('a %s page links to its object in the %s admin', (routeName, collection) => {
  expect(adminEditUrl(routeName, { slug: 'x', id: '12' })).toBe(`/cms-hub/${collection}/12`);
});

test('pages without an edited object have no edit link', () => {
  expect(adminEditUrl('events', {})).toBeNull();
  expect(adminEditUrl('cms-page', { '*': 'festival' })).toBeNull();
  expect(adminEditUrl(null, {})).toBeNull();
  expect(adminEditUrl('events-slug-id', { slug: 'x', id: 'abc' })).toBeNull();
});
