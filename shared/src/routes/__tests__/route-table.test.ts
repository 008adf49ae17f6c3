import { href, matchRoute, matchUnlocalisedRoute, routeSearch, ROUTES, type RouteName } from '../route-table';

const samples: Array<[RouteName, Record<string, string>, string, string]> = [
  ['index', {}, '/de', '/en'],
  ['events', {}, '/de/programm', '/en/programme'],
  ['events-slug-id', { slug: 'lesung', id: '12' }, '/de/programm/lesung/12', '/en/programme/lesung/12'],
  ['magazine', {}, '/de/magazin', '/en/magazine'],
  ['magazine-tags', {}, '/de/magazin/tags', '/en/magazine/tags'],
  ['magazine-tags-tag-id', { tag: 'lyrik', id: '3' }, '/de/magazin/tags/lyrik/3', '/en/magazine/tags/lyrik/3'],
  ['magazine-categories-category-id', { category: 'essay', id: '2' }, '/de/magazin/categories/essay/2', '/en/magazine/categories/essay/2'],
  ['magazine-slug-id', { slug: 'text', id: '9' }, '/de/magazin/text/9', '/en/magazine/text/9'],
  ['authors', {}, '/de/autorinnen', '/en/authors'],
  ['authors-slug-id', { slug: 'a', id: '1' }, '/de/autorinnen/a/1', '/en/authors/a/1'],
  ['productions', {}, '/de/produktionen', '/en/productions'],
  ['productions-slug-id', { slug: 'p', id: '4' }, '/de/produktionen/p/4', '/en/productions/p/4'],
  ['venues-slug-id', { slug: 'v', id: '5' }, '/de/veranstaltungsorte/v/5', '/en/venues/v/5'],
  ['series-slug-id', { slug: 's', id: '6' }, '/de/series/s/6', '/en/series/s/6'],
  ['forms-slug-id', { slug: 'kontakt', id: '1' }, '/de/forms/kontakt/1', '/en/forms/kontakt/1'],
  ['search', {}, '/de/search', '/en/search'],
  ['search', { category: 'events' }, '/de/search/events', '/en/search/events'],
  ['search', { category: 'events', page: '2' }, '/de/search/events/2', '/en/search/events/2'],
  ['legals-agb', {}, '/de/agb', '/en/agb'],
  ['legals-privacy', {}, '/de/datenschutz', '/en/datenschutz'],
  ['legals-imprint', {}, '/de/impressum', '/en/impressum'],
  ['error-404', {}, '/de/404', '/en/404'],
  ['user-profile', {}, '/de/user/profile', '/en/user/profile'],
  ['user-settings', {}, '/de/user/settings', '/en/user/settings'],
  ['my-festival', {}, '/de/mein-festival', '/en/my-festival'],
  ['cms-page', { '*': 'ueber-uns/team' }, '/de/ueber-uns/team', '/en/ueber-uns/team'],
];

describe.each(samples)('%s %j', (name, params, de, en) => {
  test('name to path in both languages', () => {
    expect(href(name, params, 'de')).toBe(de);
    expect(href(name, params, 'en')).toBe(en);
  });
  test('path to name in both languages', () => {
    expect(matchRoute(de)).toEqual({ name, locale: 'de', params });
    expect(matchRoute(en)).toEqual({ name, locale: 'en', params });
  });
});

test('every route of the table has a sample', () => {
  const covered = new Set(samples.map(([name]) => name));
  const missing = (Object.keys(ROUTES) as RouteName[]).filter((n) => !n.startsWith('user-l') && n !== 'user-signup' && !covered.has(n));
  expect(missing).toEqual([]);
});

test('a path asked again is built from its own params: empty and missing ones drop out, any character is kept', () => {
  expect(href('events-slug-id', { slug: 'a', id: '1' }, 'de')).toBe('/de/programm/a/1');
  expect(href('events-slug-id', { slug: 'a', id: '2' }, 'de')).toBe('/de/programm/a/2');
  expect(href('search', { category: 'events', page: '' }, 'de')).toBe('/de/search/events');
  expect(href('search', { category: 'events', page: undefined }, 'en')).toBe('/en/search/events');
  expect(href('events-slug-id', { slug: 'a\u0000"b', id: '1' }, 'de')).toBe(`/de/programm/${encodeURIComponent('a\u0000"b')}/1`);
});

test('a trailing slash matches the same route', () => {
  expect(matchRoute('/de/programm/')?.name).toBe('events');
});

test('a path matched again gives the same match, and each caller its own params', () => {
  const first = matchRoute('/de/programm/mutterzunge/14');
  if (!first) throw new Error('no match');
  first.params.id = 'changed';
  expect(matchRoute('/de/programm/mutterzunge/14')?.params).toEqual(matchRoute('/en/programme/mutterzunge/14')?.params);
  expect(matchRoute('/de/programm/mutterzunge/14')?.params.id).toBe('14');
});

test('paths without a locale match nothing localised', () => {
  expect(matchRoute('/programm')).toBeNull();
  expect(matchRoute('/fr/programm')).toBeNull();
});

test('webshop and cms-hub paths are not localised and take any sub-path', () => {
  expect(matchUnlocalisedRoute('/webshop/cart/2')).toEqual({ name: 'webshop', rest: 'cart/2' });
  expect(matchUnlocalisedRoute('/eventim.webshop')).toEqual({ name: 'eventim-webshop', rest: '' });
  expect(matchUnlocalisedRoute('/cms-hub/x')).toEqual({ name: 'cms-hub', rest: 'x' });
  expect(matchUnlocalisedRoute('/cms-hub/dashboard')).toEqual({ name: 'dashboard', rest: '' });
  expect(matchUnlocalisedRoute('/de/webshop')).toBeNull();
});

test('a hub list keeps its search and filters in the address, and drops what no page reads', () => {
  expect(routeSearch('/cms-hub/events', '?utm_source=mail&room_id=4&date_start__gte=2026-06-01&q=Lyrik&page=2'))
    .toBe('?date_start__gte=2026-06-01&page=2&q=Lyrik&room_id=4');
});

test('a match asked again is the same, and changing an answer does not change the next', () => {
  const first = matchUnlocalisedRoute('/webshop/cart/3')!;
  first.rest = 'changed';
  expect(matchUnlocalisedRoute('/webshop/cart/3')).toEqual({ name: 'webshop', rest: 'cart/3' });
  expect(routeSearch('/de/programm', '')).toBe('');
  expect(routeSearch('/de/programm', '?')).toBe('');
  expect(routeSearch('/de/programm', '?utm_source=x')).toBe('');
});
