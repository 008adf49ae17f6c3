import type { Kysely } from 'kysely';
import type { Locale } from '@festival/shared/i18n/locales';
import type { Form, FormChoice } from '@festival/shared/api-schemas/content';
import type { Database } from '../../db/database';
import { NotFoundError } from '../common/http-errors';
import { localised } from '../common/localise';
import { bool, parseJson } from '../common/stored-values';

/** How choices are stored: one value with a label per language. */
export interface StoredChoice {
  value: string;
  label_de: string;
  label_en: string;
}

export async function formById(db: Kysely<Database>, id: number, locale: Locale): Promise<Form> {
  const form = await db.selectFrom('forms').selectAll().where('id', '=', id).where('is_online', '=', 1).executeTakeFirst();
  if (!form) throw new NotFoundError('Form not found.');
  const fields = await db.selectFrom('form_fields').selectAll().where('form_id', '=', id).orderBy('sort').orderBy('id').execute();
  return {
    id: form.id,
    slug: form.slug,
    title: localised(form, 'title', locale),
    intro: localised(form, 'intro', locale),
    button_text: localised(form, 'button_text', locale),
    fields: fields.map((field) => ({
      slug: field.slug,
      label: localised(field, 'label', locale),
      field_type: field.field_type,
      required: bool(field.required),
      visible: bool(field.visible),
      choices: parseJson<StoredChoice[]>(field.choices).map((choice): FormChoice => ({ value: choice.value, label: localised(choice, 'label', locale) })),
      default: field.default_value,
      placeholder_text: localised(field, 'placeholder_text', locale),
      help_text: localised(field, 'help_text', locale),
    })),
  };
}

export async function listOnlineForms(db: Kysely<Database>) {
  return db.selectFrom('forms').select(['id', 'slug', 'title_de', 'title_en', 'intro_de', 'intro_en']).where('is_online', '=', 1).orderBy('id').execute();
}
