import { editLinkFor } from '../edit-links';

test.each([
  ['/de/programm/lesung-am-fluss/12', { kind: 'event', href: '/cms-hub/events/12' }],
  ['/en/authors/ana-blum/3', { kind: 'person', href: '/cms-hub/persons/3' }],
  ['/de/produktionen/nachtstueck/5', { kind: 'production', href: '/cms-hub/productions/5' }],
  ['/en/venues/old-mint/2', { kind: 'venue', href: '/cms-hub/venues/2' }],
  ['/de/series/nachtlese/4', { kind: 'series', href: '/cms-hub/series/4' }],
  ['/de/forms/kontakt/1', { kind: 'form', href: '/cms-hub/forms/1' }],
  ['/en/magazine/a-long-night/9', { kind: 'article', href: '/cms-hub/articles/9' }],
])('%s is edited at its change page in the hub', (path, link) => {
  expect(editLinkFor(path, null)).toEqual(link);
});

test('a CMS page is edited by its id once known; lists and other routes have no edit link', () => {
  expect(editLinkFor('/de/festival/ueber-uns', 4)).toEqual({ kind: 'page', href: '/cms-hub/pages/4' });
  expect(editLinkFor('/de', 1)).toEqual({ kind: 'page', href: '/cms-hub/pages/1' });
  expect(editLinkFor('/de/festival/ueber-uns', null)).toBeNull();
  expect(editLinkFor('/de/programm', 4)).toBeNull();
  expect(editLinkFor('/de/search', null)).toBeNull();
});
