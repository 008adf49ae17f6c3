import type { Kysely } from 'kysely';
import { FORM_FIELD_TYPES as T } from '@festival/shared/api-schemas/content';
import type { FormEntryBody } from '@festival/shared/api-schemas/forms';
import type { Locale } from '@festival/shared/i18n/locales';
import { EMAIL_CONFIRM_SLUG } from '@festival/shared/validation/form-values';
import type { Database } from '../../db/database';
import { FieldErrorsError } from '../common/http-errors';
import { localised } from '../common/localise';
import { bool } from '../common/stored-values';
import { fieldMessages, fieldProblems, storedValue, type FieldValue } from './form-entry-rules';

type FieldErrors = Record<string, string[]>;

/** A refused entry: 400 `{ detail, field, errors }`, `detail` summing up, each field slug with its messages. */
function refused(detail: string, errors: FieldErrors): FieldErrorsError {
  return new FieldErrorsError(detail, Object.entries(errors).flatMap(([field, messages]) => messages.map((message) => ({ field, message }))));
}

/**
 * Checks a submission against the form's stored definition (never the client's copy) and stores
 * the entry with its values in one transaction. Hidden fields keep their default; uploaded files
 * are stored as their temp-file id, which must exist. A refused entry throws FieldErrorsError.
 */
export async function submitFormEntry(db: Kysely<Database>, input: FormEntryBody, locale: Locale, now: Date): Promise<{ id: number; successText: string }> {
  const m = fieldMessages(locale);
  const form = await db.selectFrom('forms').selectAll().where('id', '=', input.form).where('is_online', '=', 1).executeTakeFirst();
  if (!form) throw refused(m.summary, { form: [m.invalid] });
  const fields = await db.selectFrom('form_fields').selectAll().where('form_id', '=', form.id).orderBy('sort').orderBy('id').execute();

  const errors: FieldErrors = {};
  const values: { slug: string; value: FieldValue }[] = [];
  for (const field of fields) {
    const given = input.field_values[field.slug];
    const value = field.field_type === T.hidden || !bool(field.visible) ? (typeof given === 'string' ? given : field.default_value) : given;
    const problems = fieldProblems(field, value, m);
    if (problems.length > 0) errors[field.slug] = problems;
    values.push({ slug: field.slug, value: value as FieldValue });
  }
  const email = fields.find((field) => field.field_type === T.email);
  if (email) {
    const confirmation = input.field_values[EMAIL_CONFIRM_SLUG];
    if (bool(email.required) && (confirmation === undefined || confirmation === '')) errors[EMAIL_CONFIRM_SLUG] = [m.required];
    else if ((confirmation ?? '') !== (input.field_values[email.slug] ?? '')) errors[EMAIL_CONFIRM_SLUG] = [m.mismatch];
  }

  const fileIds = fields.filter((field) => field.field_type === T.file).map((field) => input.field_values[field.slug]).filter((id): id is string => typeof id === 'string' && id !== '');
  if (fileIds.length > 0 && Object.keys(errors).length === 0) {
    const found = new Set((await db.selectFrom('temp_files').select('token').where('token', 'in', fileIds).execute()).map((row) => row.token));
    for (const field of fields) {
      const id = input.field_values[field.slug];
      if (field.field_type === T.file && typeof id === 'string' && id !== '' && !found.has(id)) errors[field.slug] = [m.file];
    }
  }
  if (Object.keys(errors).length > 0) throw refused(m.summary, errors);

  const id = await db.transaction().execute(async (trx) => {
    const entry = await trx.insertInto('form_entries').values({ form_id: form.id, locale, created_at: now.toISOString() }).returning('id').executeTakeFirstOrThrow();
    await trx.insertInto('form_entry_values').values(values.map(({ slug, value }) => ({ entry_id: entry.id, field_slug: slug, value: storedValue(value) }))).execute();
    return entry.id;
  });
  return { id, successText: localised(form, 'success_text', locale) };
}
