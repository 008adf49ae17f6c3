import { CONTROL_CHARACTERS } from '@festival/shared/api-schemas/common-schemas';
import { FORM_FIELD_TYPES as T } from '@festival/shared/api-schemas/content';
import type { Locale } from '@festival/shared/i18n/locales';
import { EMAIL_PATTERN } from '@festival/shared/validation/form-values';
import type { FormFieldRow } from '../../db/tables/form-fields.table';
import { bool, parseJson } from '../common/stored-values';
import type { StoredChoice } from '../content/forms-service';
import { TEMP_FILE_ID } from './temp-file-service';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;
const MAX_TEXT = 10000;

/** Spec §5 messages, in the request's language. */
const MESSAGES = {
  de: { required: 'Dieses Feld ist erforderlich!', email: 'Ungültige E-Mail-Adresse!', mismatch: 'Die E-Mail-Adressen stimmen nicht überein.', invalid: 'Ungültiger Wert.', file: 'Die Datei wurde nicht gefunden, bitte erneut hochladen.', summary: 'Bitte die markierten Felder prüfen.' },
  en: { required: 'This field is required!', email: 'Invalid e-mail address!', mismatch: 'The e-mail addresses do not match.', invalid: 'Invalid value.', file: 'The file was not found, please upload it again.', summary: 'Please check the marked fields.' },
} as const;
export type FieldMessages = (typeof MESSAGES)[Locale];
export const fieldMessages = (locale: Locale): FieldMessages => MESSAGES[locale];

export type FieldValue = string | string[] | boolean | null | undefined;

/** Field values are not in the body's schema (see forms-routes), so the shared text format is checked here. */
const isText = (value: unknown): value is string => typeof value === 'string' && !CONTROL_CHARACTERS.test(value);

/** What asFieldValue answers for a value no field can hold; a symbol, so that no text is taken for it. */
export const MALFORMED = Symbol('malformed');

/** The value as one of the shapes a field can hold, or MALFORMED for anything else (numbers, objects, control characters). */
export function asFieldValue(value: unknown): FieldValue | typeof MALFORMED {
  if (value === undefined || value === null || isText(value) || typeof value === 'boolean') return value;
  if (Array.isArray(value) && value.every(isText)) return value;
  return MALFORMED;
}

function isEmpty(value: FieldValue): boolean {
  return value === undefined || value === null || value === '' || value === false || (Array.isArray(value) && value.length === 0);
}

/** A calendar day that exists (2026-02-30 does not). */
function validDate(text: string): boolean {
  const day = text.slice(0, 10);
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
}

function validUrl(text: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

/** Why a non-empty value does not fit its field, or null when it does. */
function typeProblem(field: FormFieldRow, value: string | string[] | boolean, m: FieldMessages): string | null {
  const choices = new Set(parseJson<StoredChoice[]>(field.choices).map((choice) => choice.value));
  switch (field.field_type) {
    case T.checkbox:
      return typeof value === 'boolean' ? null : m.invalid;
    case T.checkbox_multiple:
    case T.select_multiple:
      return Array.isArray(value) && value.every((item) => choices.has(item)) ? null : m.invalid;
    case T.select:
    case T.radio_multiple:
      return typeof value === 'string' && choices.has(value) ? null : m.invalid;
    default:
      break;
  }
  if (typeof value !== 'string' || value.length > MAX_TEXT) return m.invalid;
  switch (field.field_type) {
    case T.email:
      return EMAIL_PATTERN.test(value) ? null : m.email;
    case T.number:
      return value.trim() !== '' && Number.isFinite(Number(value)) ? null : m.invalid;
    case T.date:
      return DATE.test(value) && validDate(value) ? null : m.invalid;
    case T.date_time:
      return DATE_TIME.test(value) && validDate(value) ? null : m.invalid;
    case T.url:
      return validUrl(value) ? null : m.invalid;
    case T.file:
      return TEMP_FILE_ID.test(value) ? null : m.file;
    default:
      return null;
  }
}

/** The problems of one field's value: required first, then the type's own rule. */
export function fieldProblems(field: FormFieldRow, raw: unknown, m: FieldMessages): string[] {
  const value = asFieldValue(raw);
  if (value === MALFORMED) return [m.invalid];
  if (isEmpty(value)) return bool(field.required) && bool(field.visible) && field.field_type !== T.hidden ? [m.required] : [];
  const problem = typeProblem(field, value as string | string[] | boolean, m);
  return problem ? [problem] : [];
}

/** How a value is stored: lists as JSON, flags as true/false, text as given. */
export function storedValue(value: FieldValue): string {
  if (Array.isArray(value)) return JSON.stringify(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return value ?? '';
}
