import { detectLocale, isLocale, localeFromAcceptLanguage } from '../locales';

describe('detectLocale: cookie, then Accept-Language, then de', () => {
  test('a supported locale cookie wins over the header', () => {
    expect(detectLocale({ cookie: 'en', acceptLanguage: 'de-DE,de;q=0.9' })).toBe('en');
  });
  test('an unsupported cookie falls through to the header', () => {
    expect(detectLocale({ cookie: 'fr', acceptLanguage: 'en-GB,en;q=0.8' })).toBe('en');
  });
  test('without cookie or usable header the default is de', () => {
    expect(detectLocale({})).toBe('de');
    expect(detectLocale({ acceptLanguage: 'fr-FR,it;q=0.5' })).toBe('de');
  });
});

describe('localeFromAcceptLanguage', () => {
  test('takes the best-quality supported language, not the first listed', () => {
    expect(localeFromAcceptLanguage('fr;q=1, de;q=0.4, en;q=0.8')).toBe('en');
  });
  test('keeps header order among equal qualities', () => {
    expect(localeFromAcceptLanguage('en, de')).toBe('en');
  });
  test('ignores languages with q=0 and malformed qualities', () => {
    expect(localeFromAcceptLanguage('en;q=0, de;q=0.5')).toBe('de');
    expect(localeFromAcceptLanguage('en;q=abc, de;q=0.1')).toBe('de');
  });
  test('reads region subtags and upper case', () => {
    expect(localeFromAcceptLanguage('EN-us')).toBe('en');
  });
  test('an empty or missing header gives nothing', () => {
    expect(localeFromAcceptLanguage(undefined)).toBeUndefined();
    expect(localeFromAcceptLanguage('')).toBeUndefined();
  });
});

test('isLocale accepts only de and en', () => {
  expect(['de', 'en', 'ja', 'la', '', undefined].map(isLocale)).toEqual([true, true, false, false, false, false]);
});
