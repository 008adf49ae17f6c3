import type { FormField } from '@festival/shared/api-schemas/content';
import { chosenFiles, EMAIL_CONFIRM_SLUG, FIELD, initialValue, initialValues, submissionValues } from '../form-model';

const field = (slug: string, field_type: number, value = ''): FormField => ({
  slug, label: slug, field_type, required: false, visible: true, choices: [], default: value, placeholder_text: '', help_text: '',
});

test('spec §5 start values per field type', () => {
  expect(initialValue(field('cv', FIELD.file, 'x'))).toBeNull();
  expect(initialValue(field('days', FIELD.checkboxMultiple, 'fri'))).toEqual(['fri']);
  expect(initialValue(field('days', FIELD.selectMultiple))).toEqual([]);
  expect(initialValue(field('name', FIELD.text, 'Anna'))).toBe('Anna');
  expect(initialValue(field('ok', FIELD.checkbox, 'true'))).toBe(true);
});

test('a form with an e-mail field gets the confirmation field', () => {
  expect(initialValues([field('email', FIELD.email)])).toEqual({ email: '', [EMAIL_CONFIRM_SLUG]: '' });
  expect(initialValues([field('name', FIELD.text)])).toEqual({ name: '' });
});

test('the submission sends files as their upload ids and the confirmation only with an e-mail field', () => {
  const fields = [field('name', FIELD.text), field('cv', FIELD.file), field('days', FIELD.checkboxMultiple)];
  expect(submissionValues(fields, { name: 'Anna', cv: null, days: ['fri'], [EMAIL_CONFIRM_SLUG]: 'a@b.de' })).toEqual({
    name: 'Anna',
    cv: null,
    days: ['fri'],
  });
  expect(submissionValues(fields, { name: 'Anna', cv: null, days: [] }, { cv: 'temp-file-id' })).toMatchObject({ cv: 'temp-file-id' });
  const withEmail = [field('email', FIELD.email)];
  expect(submissionValues(withEmail, { email: 'a@b.de', [EMAIL_CONFIRM_SLUG]: 'a@b.de' })).toEqual({ email: 'a@b.de', [EMAIL_CONFIRM_SLUG]: 'a@b.de' });
});

test('chosen files are picked from the file fields', () => {
  const file = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
  const list = { 0: file, length: 1, item: () => file } as unknown as FileList;
  expect(chosenFiles([field('cv', FIELD.file), field('name', FIELD.text)], { cv: list, name: 'x' })).toEqual({ cv: file });
  expect(chosenFiles([field('cv', FIELD.file)], { cv: null })).toEqual({});
});
