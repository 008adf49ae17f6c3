import { isAdminCollection } from '@festival/shared/api-schemas/admin';
import { hubPaths, hubView } from '../hub-paths';

test.each([
  ['', { view: 'start' }],
  ['settings', { view: 'settings' }],
  ['events', { view: 'list', collection: 'events' }],
  ['events/', { view: 'list', collection: 'events' }],
  ['events/new', { view: 'edit', collection: 'events', id: 'new' }],
  ['persons/12', { view: 'edit', collection: 'persons', id: 12 }],
  ['persons/12/history', { view: 'history', collection: 'persons', id: 12 }],
  ['forms/3/entries', { view: 'entries', formId: 3 }],
  ['events/3/entries', { view: 'unknown' }],
  ['events/0', { view: 'unknown' }],
  ['events/x', { view: 'unknown' }],
  ['users', { view: 'unknown' }],
  ['events/1/history/more', { view: 'unknown' }],
  ['media', { view: 'media' }],
  ['media/7', { view: 'media-image', id: 7 }],
  ['media/x', { view: 'unknown' }],
  ['media/7/history', { view: 'unknown' }],
])('/cms-hub/%s is %o', (rest, view) => {
  expect(hubView(rest, isAdminCollection)).toEqual(view);
});

test('list addresses leave out empty parameters', () => {
  expect(hubPaths.list('events', { q: '', page: undefined, ordering: '-date_start' })).toBe('/cms-hub/events?ordering=-date_start');
});

test('media library addresses keep the search and a page after the first', () => {
  expect(hubPaths.media({ q: 'Hof', page: 2 })).toBe('/cms-hub/media?q=Hof&page=2');
  expect(hubPaths.media({ q: '', page: 1 })).toBe('/cms-hub/media');
});
