import type { FormField } from '@festival/shared/api-schemas/content';
import { EMAIL_CONFIRM_SLUG } from '@festival/shared/validation/form-values';

/** Field types by number (spec §3 form field_type; the api's FORM_FIELD_TYPES). */
export const FIELD = {
  text: 1, textarea: 2, email: 3, checkbox: 4, checkboxMultiple: 5, select: 6, selectMultiple: 7,
  radioMultiple: 8, file: 9, date: 10, dateTime: 11, hidden: 12, number: 13, url: 14,
} as const;

export { EMAIL_CONFIRM_SLUG, EMAIL_PATTERN } from '@festival/shared/validation/form-values';

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


/** The files chosen in file fields, by slug (uploaded before the entry is sent). */
export function chosenFiles(fields: FormField[], values: FormValues): Record<string, File> {
  const files: Record<string, File> = {};
  for (const field of fields) {
    const value = values[field.slug];
    if (field.field_type === FIELD.file && value && typeof value === 'object' && !Array.isArray(value) && value.length > 0) files[field.slug] = value[0]!;
  }
  return files;
}

/**
 * field_values for the submission (spec §3): files as the temp-file ids of their uploads, the
 * e-mail confirmation when the form has an e-mail field.
 */
export function submissionValues(fields: FormField[], values: FormValues, uploads: Record<string, string> = {}): Record<string, string | string[] | boolean | null> {
  const result: Record<string, string | string[] | boolean | null> = {};
  for (const field of fields) {
    const value = values[field.slug];
    if (field.field_type === FIELD.file) result[field.slug] = uploads[field.slug] ?? null;
    else if (value !== null && value !== undefined && !(typeof value === 'object' && !Array.isArray(value))) result[field.slug] = value;
  }
  const confirmation = values[EMAIL_CONFIRM_SLUG];
  if (emailField(fields) && typeof confirmation === 'string') result[EMAIL_CONFIRM_SLUG] = confirmation;
  return result;
}
