import { commonResources } from '@festival/shared/i18n/resources/common';
import { LOCALES } from '@festival/shared/i18n/locales';
import { createI18n } from '../create-i18n';
import { storedText, type Primitive } from '../stored-text';

const samples = {
  de: {
    plain: 'Schlicht', nested: { deep: 'Tief' }, empty: '', link: '$t(plain) mehr',
    greet: 'Hallo {{name}}', spaced: 'Hallo {{ name }}, {{name}}', formatted: 'Am {{day, datetime}}', raw: 'Roh {{- html}}',
    seats_one: '{{count}} Platz', seats_other: '{{count}} Plätze', seats_zero: 'Keine Plätze',
    items_one: 'ein Stück', items_other: '{{count}} Stück', only: 'Nur deutsch', onlyPlural_other: '{{count}} nur deutsch',
    object: { a: 'A' },
  },
  en: {
    plain: 'Plain', nested: { deep: 'Deep' }, empty: '', link: '$t(plain) more',
    greet: 'Hello {{name}}', spaced: 'Hello {{ name }}, {{name}}', formatted: 'On {{day, datetime}}', raw: 'Raw {{- html}}',
    seats_one: '{{count}} seat', seats_other: '{{count}} seats',
    items_one: 'one item', items_other: '{{count}} items',
    object: { a: 'A' },
  },
};
const i18n = createI18n('de', { samples });

const OPTIONS: (Record<string, Primitive> | undefined)[] = [
  undefined, {}, { count: 0 }, { count: 1 }, { count: 2 }, { count: 21 }, { count: 1.5 }, { count: '3' },
  { name: 'Ada' }, { name: 7 }, { name: true }, { html: '<b>' }, { name: 'Ada', count: 1 }, { other: 'x' },
  { context: 'male' }, { lng: 'en' }, { defaultValue: 'Vorgabe' }, { ordinal: true, count: 2 }, { returnObjects: true },
];

function keysOf(resources: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(resources).flatMap(([key, value]) => {
    const path = `${prefix}${key}`;
    const base = path.replace(/_(zero|one|two|few|many|other)$/, '');
    return [path, base, ...(value && typeof value === 'object' ? keysOf(value as Record<string, unknown>, `${path}.`) : [])];
  });
}

describe('a stored text is what i18next gives, or left to i18next', () => {
  const cases = [
    ...[...new Set([...keysOf(samples.de), ...keysOf(samples.en), 'missing'])].map((key) => ['samples', key] as const),
    ...[...new Set([...keysOf(commonResources.de), ...keysOf(commonResources.en)])].map((key) => ['common', key] as const),
  ];
  test.each(LOCALES)('%s: every key with every kind of options', (locale) => {
    let answered = 0;
    for (const [ns, key] of cases) {
      const t = i18n.getFixedT(locale, ns) as unknown as (key: string, options?: object) => unknown;
      for (const options of OPTIONS) {
        const text = storedText(i18n, locale, ns, key, options);
        if (text === undefined) continue;
        answered += 1;
        expect([ns, key, options, text]).toEqual([ns, key, options, t(key, options)]);
      }
    }
    // Most of them are answered without i18next: the check above is not vacuous.
    expect(answered).toBeGreaterThan(cases.length);
  });

  test('plurals, placeholders and the default language as i18next has them', () => {
    expect(storedText(i18n, 'de', 'samples', 'seats', { count: 0 })).toBe('Keine Plätze');
    expect(storedText(i18n, 'de', 'samples', 'seats', { count: 1 })).toBe('1 Platz');
    expect(storedText(i18n, 'en', 'samples', 'seats', { count: 0 })).toBe('0 seats');
    expect(storedText(i18n, 'en', 'samples', 'greet', { name: 'Ada' })).toBe('Hello Ada');
    expect(storedText(i18n, 'en', 'samples', 'spaced', { name: 'Ada' })).toBe('Hello Ada, Ada');
    expect(storedText(i18n, 'en', 'samples', 'only')).toBe('Nur deutsch');
    expect(storedText(i18n, 'en', 'samples', 'onlyPlural', { count: 4 })).toBe('4 nur deutsch');
  });

  test('left to i18next: nesting, formats, prefixes, missing or unused values, other options, objects, empty texts', () => {
    const left: [string, Record<string, Primitive>?][] = [
      ['link'], ['formatted', { day: 1 }], ['raw', { html: '<b>' }], ['greet'], ['greet', { name: 'Ada', extra: 1 }],
      ['plain', { context: 'male' }], ['plain', { lng: 'en' }], ['seats', { count: '3' }], ['object'], ['empty'], ['missing'],
    ];
    for (const [key, options] of left) expect([key, storedText(i18n, 'de', 'samples', key, options)]).toEqual([key, undefined]);
  });
});
