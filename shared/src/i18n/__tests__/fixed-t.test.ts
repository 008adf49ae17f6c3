import { fixedT, i18n, registerResources } from '../i18n-instance';

afterEach(() => jest.restoreAllMocks());

/** Records each call that reaches i18next's t() of a translator made from here on. */
function spyResolutions(): jest.Mock {
  const real = i18n.getFixedT.bind(i18n);
  const resolved = jest.fn();
  jest.spyOn(i18n, 'getFixedT').mockImplementation(((locale: string, ns: string) => {
    const t = real(locale, ns);
    return ((...args: Parameters<typeof t>) => {
      resolved(...args);
      return t(...args);
    }) as typeof t;
  }) as typeof i18n.getFixedT);
  return resolved;
}

test('a text asked again is not resolved again, with the same plain options neither; other options resolve it anew', () => {
  registerResources('fixed-a', { de: { hello: 'Hallo', greet: 'Hallo {{name}}' }, en: { hello: 'Hello', greet: 'Hello {{name}}' } });
  const resolved = spyResolutions();
  const t = fixedT('en', 'fixed-a');
  expect(fixedT('en', 'fixed-a')).toBe(t);
  expect([t('greet'), t('greet'), t('greet')]).toEqual(['Hello {{name}}', 'Hello {{name}}', 'Hello {{name}}']);
  expect(resolved).toHaveBeenCalledTimes(1);
  // Plain values fill the stored text without i18next (stored-text.ts).
  expect([t('greet', { name: 'Ada' }), t('greet', { name: 'Bo' }), t('greet', { name: 'Ada' })]).toEqual(['Hello Ada', 'Hello Bo', 'Hello Ada']);
  expect(resolved).toHaveBeenCalledTimes(1);
  // Options holding more than plain values are passed on each time.
  const name = { toString: () => 'Cy' };
  expect([t('greet', { name }), t('greet', { name })]).toEqual(['Hello Cy', 'Hello Cy']);
  expect(resolved).toHaveBeenCalledTimes(3);
  expect(fixedT('de', 'fixed-a')('hello')).toBe('Hallo');
});

test("a plain text comes from the resources as stored, without i18next's translate; others, and missing ones, through it", () => {
  registerResources('fixed-plain', {
    de: { plain: 'Schlicht', nested: { deep: 'Tief' }, greet: 'Hallo {{name}}', link: '$t(plain) mehr', empty: '' },
    en: { plain: 'Plain', nested: { deep: 'Deep' }, greet: 'Hello {{name}}', link: '$t(plain) more', empty: '' },
  });
  const resolved = spyResolutions();
  const t = fixedT('en', 'fixed-plain');
  expect([t('plain'), t('nested.deep')]).toEqual(['Plain', 'Deep']);
  expect(resolved).not.toHaveBeenCalled();
  expect([t('link'), t('empty'), t('missing'), t('fixed-plain:plain')]).toEqual(['Plain more', '', 'missing', 'Plain']);
  expect(resolved.mock.calls.map((call: unknown[]) => call[0])).toEqual(['link', 'empty', 'missing', 'fixed-plain:plain']);
  // A text this language lacks falls back to the default language's, as i18next does.
  registerResources('fixed-fallback', { de: { only: 'Nur deutsch' }, en: {} });
  expect(fixedT('en', 'fixed-fallback')('only')).toBe('Nur deutsch');
});

test('a key asked before its namespace was registered is found once it is', () => {
  const t = fixedT('de', 'fixed-later');
  expect(t('title')).toBe('title');
  registerResources('fixed-later', { de: { title: 'Spätere Seite' }, en: { title: 'Later page' } });
  expect(t('title')).toBe('Spätere Seite');
});

test('a count picks its plural each time; a text given back as an object is not kept', () => {
  registerResources('fixed-plural', {
    de: { seats_one: '{{count}} Platz', seats_other: '{{count}} Plätze', list: { a: 'A' } },
    en: { seats_one: '{{count}} seat', seats_other: '{{count}} seats', list: { a: 'A' } },
  });
  const t = fixedT('de', 'fixed-plural');
  expect([t('seats', { count: 1 }), t('seats', { count: 2 }), t('seats', { count: 1 })]).toEqual(['1 Platz', '2 Plätze', '1 Platz']);
  expect(fixedT('en', 'fixed-plural')('seats', { count: 2 })).toBe('2 seats');
  const asObject = (t as unknown as (key: string, options: object) => unknown)('list', { returnObjects: true });
  expect(asObject).toEqual({ a: 'A' });
  expect((t as unknown as (key: string, options: object) => unknown)('list', { returnObjects: true })).not.toBe(asObject);
});
