import { FORM_FIELD_TYPES } from '@festival/shared/api-schemas/content';
import type { FormFieldRow } from '../../../src/db/tables/form-fields.table';
import { fieldMessages, fieldProblems } from '../../../src/services/forms/form-entry-rules';

const textField: FormFieldRow = {
  id: 1, form_id: 1, slug: 'message', label_de: 'Nachricht', label_en: 'Message',
  placeholder_text_de: '', placeholder_text_en: '', help_text_de: '', help_text_en: '',
  field_type: FORM_FIELD_TYPES.text, required: 1, visible: 1, choices: '[]', default_value: '', sort: 1,
};
const m = fieldMessages('en');

test('any text is a text value, also the word the rules use for a malformed one', () => {
  expect(fieldProblems(textField, 'malformed', m)).toEqual([]);
});

test('a value no field can hold is invalid', () => {
  expect(fieldProblems(textField, { text: 'x' }, m)).toEqual([m.invalid]);
  expect(fieldProblems(textField, 42, m)).toEqual([m.invalid]);
});
