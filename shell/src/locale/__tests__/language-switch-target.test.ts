import { languageSwitchTarget } from '../language-switch-target';

const base = { search: '', alternates: null };

test('a route of the table goes to the same route with the same params', () => {
  expect(languageSwitchTarget({ ...base, pathname: '/de/programm', target: 'en' })).toBe('/en/programme');
  expect(languageSwitchTarget({ ...base, pathname: '/en/authors/jane-doe/7', target: 'de' })).toBe('/de/autorinnen/jane-doe/7');
  expect(languageSwitchTarget({ ...base, pathname: '/de/impressum', target: 'en' })).toBe('/en/impressum');
  expect(languageSwitchTarget({ ...base, pathname: '/de', target: 'en' })).toBe('/en');
});

test('the query string stays (programme filters)', () => {
  expect(languageSwitchTarget({ pathname: '/de/programm', search: '?room=2&date=21-11-2026', target: 'en', alternates: null })).toBe(
    '/en/programme?room=2&date=21-11-2026',
  );
});

test('optional params are kept or dropped as given', () => {
  expect(languageSwitchTarget({ ...base, pathname: '/de/search/events/2', target: 'en' })).toBe('/en/search/events/2');
  expect(languageSwitchTarget({ ...base, pathname: '/de/search', target: 'en' })).toBe('/en/search');
});

test("a CMS page goes to its own url in the other language", () => {
  const alternates = { de: '/de/ueber-uns', en: '/en/about-us' };
  expect(languageSwitchTarget({ pathname: '/de/ueber-uns', search: '', target: 'en', alternates })).toBe('/en/about-us');
});

test('the page urls win over the table for details with localised slugs', () => {
  const alternates = { de: '/de/programm/lesung/12', en: '/en/programme/reading/12' };
  expect(languageSwitchTarget({ pathname: '/de/programm/lesung/12', search: '', target: 'en', alternates })).toBe(
    '/en/programme/reading/12',
  );
});

test('a CMS page whose urls are unknown goes to the home page of the other language', () => {
  expect(languageSwitchTarget({ ...base, pathname: '/de/ueber-uns', target: 'en' })).toBe('/en');
});

test('unlocalised areas stay where they are', () => {
  expect(languageSwitchTarget({ ...base, pathname: '/webshop/cart', target: 'en' })).toBe('/webshop/cart');
});

test('an editor in edit mode stays in it on the page in the other language', () => {
  const alternates = { de: '/de/ueber-uns', en: '/en/about-us' };
  expect(languageSwitchTarget({ pathname: '/de/ueber-uns', search: '?edit', target: 'en', alternates })).toBe('/en/about-us?edit');
  expect(languageSwitchTarget({ pathname: '/de/ueber-uns', search: '?edit&noToolbar=1&utm_source=x', target: 'en', alternates })).toBe('/en/about-us?edit&noToolbar=1');
  expect(languageSwitchTarget({ pathname: '/de/ohne-uebersetzung', search: '?edit', target: 'en', alternates: null })).toBe('/en?edit');
  expect(languageSwitchTarget({ pathname: '/de/programm', search: '?edit', target: 'en', alternates: null })).toBe('/en/programme?edit');
});
