import { matchRoute } from '@festival/shared/routes/route-table';
import { documentTitle, errorTitle, pageTitle } from '../page-title';
import { eventTitle, magazineTitle, personTitle, tagTitle } from '../object-titles';

const route = (path: string) => {
  const match = matchRoute(path);
  if (!match) throw new Error(`no route for ${path}`);
  return match;
};

test('a list route has its fixed title, whatever a page told', () => {
  expect(pageTitle(route('/de/programm'))).toBe('Programm und Karten');
  expect(pageTitle(route('/en/programme'), { title: 'Programme' })).toBe('Programme and tickets');
  expect(documentTitle(pageTitle(route('/de/programm'))!, 'de')).toBe('Programm und Karten | Literaturfestival Berlin');
});

test('the home page is titled by the site name alone, not by its CMS page', () => {
  const title = pageTitle(route('/de'), { title: 'Startseite' });
  expect(title).toBe('Literaturfestival Berlin');
  expect(documentTitle(title!, 'de')).toBe('Literaturfestival Berlin');
});

test('an object route waits for its object, then carries its title', () => {
  const event = route('/de/programm/nachtfaehre/12');
  expect(pageTitle(event)).toBeNull();
  expect(pageTitle(event, { title: 'Nachtfähre' })).toBe('Nachtfähre');
  expect(documentTitle('Nachtfähre', 'en')).toBe('Nachtfähre | Berlin Literature Festival');
});

test("an error shown in a page's place titles it, in the route's language", () => {
  expect(pageTitle(route('/en/some/page'), { error: 404 })).toBe('Page not found');
  expect(pageTitle(route('/de/programm'), { error: 503 })).toBe('Website offline');
  expect(errorTitle(500, 'de')).toBe('Fehler');
});

test('search is titled by its category', () => {
  expect(pageTitle(route('/de/search'))).toBe('Suche');
  expect(pageTitle(route('/en/search/events'))).toBe('Search the programme');
  expect(pageTitle(route('/de/search/unknown'))).toBe('Suche');
});

test('unlocalised areas have one title each', () => {
  expect(pageTitle({ name: 'webshop', locale: 'de' })).toBe('Tickets');
  expect(pageTitle({ name: 'dashboard', locale: 'en' })).toBe('Editorial area');
});

test('objects name their pages by the shared rules', () => {
  expect(eventTitle({ title: '', name: 'Lesung' })).toBe('Lesung');
  expect(personTitle({ first_name: 'Ada', last_name: 'Berg', name: 'A. Berg' })).toBe('Ada Berg');
  expect(tagTitle({ name: 'Lyrik' })).toBe('#Lyrik');
  expect(magazineTitle(null, 'de')).toBe('Magazin');
  expect(magazineTitle({ headline: '' }, 'en')).toBe('Magazine');
});
