import { localeTarget } from '../locale-target';

const redirect = (location: string, permanent: boolean) => ({ kind: 'redirect', location, permanent });

test.each([
  ['/magazine', 'de', '/en/magazine'],
  ['/magazin', 'en', '/de/magazin'],
  ['/programm', 'en', '/de/programm'],
  ['/programme', 'de', '/en/programme'],
  ['/agb', 'en', '/en/agb'],
  ['/agb', 'de', '/de/agb'],
  ['/autorinnen/anna-seghers/3', 'en', '/de/autorinnen/anna-seghers/3'],
  ['/', 'en', '/en'],
])('%s without a prefix goes to the route of that name (visitor %s)', (path, visitor, location) => {
  expect(localeTarget(path, () => visitor as 'de' | 'en')).toEqual(redirect(location, false));
});

test.each([
  ['/EN/programme', '/en/programme'],
  ['/En/PROGRAMME/', '/en/programme'],
  ['/de/PROGRAMM', '/de/programm'],
  ['/DE', '/de'],
  ['/DE/festival/Über-uns', '/de/festival/%C3%9Cber-uns'],
])('%s is normalised to %s for good', (path, location) => {
  expect(localeTarget(path, () => 'de')).toEqual(redirect(location, true));
});

test.each(['/foo/bar', '/fr/x', '/404-nirgends'])('%s is not found in the visitor language', (path) => {
  expect(localeTarget(path, () => 'en')).toEqual({ kind: 'not-found', locale: 'en' });
});

test.each([
  '/de', '/en/programme', '/de/programm/', '/de/festival/ueber-uns', '/de/programm/lesung/7',
  '/de/programm/%C3%BCber/7', '/de/programm/über/7', '/de/search/events/2',
])('%s stands as it is', (path) => {
  expect(localeTarget(path, () => 'de')).toBeNull();
});

test('a path that names its language never asks for the visitor’s (the browser reads cookies for it)', () => {
  const visitor = jest.fn((): 'de' | 'en' => 'de');
  localeTarget('/en/programme', visitor);
  localeTarget('/DE/programm', visitor);
  expect(visitor).not.toHaveBeenCalled();
  expect(localeTarget('/programme', visitor)).toEqual(redirect('/en/programme', false));
  expect(visitor).toHaveBeenCalledTimes(1);
});
