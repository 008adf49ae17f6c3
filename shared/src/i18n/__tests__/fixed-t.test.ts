import { fixedT, i18n, registerResources } from '../i18n-instance';

test('a text asked again is not resolved again, with the same plain options neither; other options resolve it anew', () => {
  registerResources('fixed-a', { de: { hello: 'Hallo', greet: 'Hallo {{name}}' }, en: { hello: 'Hello', greet: 'Hello {{name}}' } });
  const real = i18n.getFixedT.bind(i18n);
  const resolved = jest.fn();
  jest.spyOn(i18n, 'getFixedT').mockImplementation(((locale: string, ns: string) => {
    const t = real(locale, ns);
    return ((...args: Parameters<typeof t>) => {
      resolved(...args);
      return t(...args);
    }) as typeof t;
  }) as typeof i18n.getFixedT);
  const t = fixedT('en', 'fixed-a');
  expect(fixedT('en', 'fixed-a')).toBe(t);
  expect([t('hello'), t('hello'), t('hello')]).toEqual(['Hello', 'Hello', 'Hello']);
  expect(resolved).toHaveBeenCalledTimes(1);
  expect(t('greet', { name: 'Ada' })).toBe('Hello Ada');
  expect(t('greet', { name: 'Bo' })).toBe('Hello Bo');
  expect(t('greet', { name: 'Ada' })).toBe('Hello Ada');
  expect(resolved).toHaveBeenCalledTimes(3);
  // Options holding more than plain values are passed on each time.
  const name = { toString: () => 'Cy' };
  expect([t('greet', { name }), t('greet', { name })]).toEqual(['Hello Cy', 'Hello Cy']);
  expect(resolved).toHaveBeenCalledTimes(5);
  expect(fixedT('de', 'fixed-a')('hello')).toBe('Hallo');
  jest.restoreAllMocks();
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
