import type { FormField } from '@festival/shared/api-schemas/content';

/** Field types by number (spec §3 form field_type; the api's FORM_FIELD_TYPES). */
export const FIELD = {
  text: 1, textarea: 2, email: 3, checkbox: 4, checkboxMultiple: 5, select: 6, selectMultiple: 7,
  radioMultiple: 8, file: 9, date: 10, dateTime: 11, hidden: 12, number: 13, url: 14,
} as const;

/** Spec §3: every form gets an e-mail confirmation field, slug email2. */
export const EMAIL_CONFIRM_SLUG = 'email2';

export type FieldValue = string | string[] | boolean | FileList | null;
export type FormValues = Record<string, FieldValue>;

/** Spec §5: a file starts null, multi-choice fields start as a list holding the default, the rest with the default. */
export function initialValue(field: FormField): FieldValue {
  switch (field.field_type) {
    case FIELD.file:
      return null;
    case FIELD.checkboxMultiple:
    case FIELD.selectMultiple:
      return field.default ? [field.default] : [];
    case FIELD.checkbox:
      return field.default === 'true' || field.default === '1' || field.default === 'on';
    default:
      return field.default;
  }
}

export function initialValues(fields: FormField[]): FormValues {
  const values: FormValues = Object.fromEntries(fields.map((field) => [field.slug, initialValue(field)]));
  if (emailField(fields)) values[EMAIL_CONFIRM_SLUG] = '';
  return values;
}

/** The field the confirmation repeats: the first e-mail field. */
export function emailField(fields: FormField[]): FormField | undefined {
  return fields.find((field) => field.field_type === FIELD.email && field.slug !== EMAIL_CONFIRM_SLUG);
}

/** A pragmatic address check: something@something.tld without spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** field_values for the submission (spec §3): files are uploaded separately, so they are left out. */
export function submissionValues(fields: FormField[], values: FormValues): Record<string, string | string[] | boolean> {
  const result: Record<string, string | string[] | boolean> = {};
  for (const field of fields) {
    const value = values[field.slug];
    if (field.field_type === FIELD.file || value === null || value === undefined || typeof value === 'object' && !Array.isArray(value)) continue;
    result[field.slug] = value;
  }
  return result;
}
