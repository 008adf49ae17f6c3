import { fixedT, i18n, registerResources } from '../i18n-instance';

test('a text asked again is not resolved again; asked with options it is, with them', () => {
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
  expect(resolved).toHaveBeenCalledTimes(3);
  expect(fixedT('de', 'fixed-a')('hello')).toBe('Hallo');
  jest.restoreAllMocks();
});

test('a key asked before its namespace was registered is found once it is', () => {
  const t = fixedT('de', 'fixed-later');
  expect(t('title')).toBe('title');
  registerResources('fixed-later', { de: { title: 'Spätere Seite' }, en: { title: 'Later page' } });
  expect(t('title')).toBe('Spätere Seite');
});
