import { validationMessage } from '@festival/shared/i18n/resources/validation';
import { MODULE_EXAMPLES } from '@festival/shared/testing/module-examples';
import { moduleFormResolver } from '@festival/shared/validation/module-form-resolver';

const resolver = moduleFormResolver<object>('TeaserList', (error) => validationMessage('de', error.message, error.values));

test('valid values pass through the resolver unchanged', () => {
  expect(resolver(MODULE_EXAMPLES.TeaserList)).toEqual({ values: MODULE_EXAMPLES.TeaserList, errors: {} });
});

test('errors come back nested by path, with the rule as type and the translated text', () => {
  const item = MODULE_EXAMPLES.TeaserList.children[0]!;
  const result = resolver({ ...MODULE_EXAMPLES.TeaserList, children: [item, { ...item, headline: '', online_to: 'nie' }] });
  expect(result).toEqual({
    values: {},
    errors: {
      children: [undefined, {
        headline: { type: 'required', message: 'Dieses Feld ist erforderlich!' },
        online_to: { type: 'date', message: 'Bitte ein gültiges Datum angeben.' },
      }],
    },
  });
});

test('an error of the whole body lands on root', () => {
  const result = moduleFormResolver<object>('Text', (error) => error.message)('nope' as unknown as object);
  expect(result.errors).toMatchObject({ root: { type: 'invalid' } });
});

test('messages fill in their limits in both languages', () => {
  expect(validationMessage('en', 'headlineLevel', { min: 2, max: 6 })).toBe('The headline level must be between 2 and 6.');
  expect(validationMessage('de', 'tooLong', { max: 3000 })).toBe('Höchstens 3000 Zeichen.');
});
