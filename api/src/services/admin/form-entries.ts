import { adminPaths } from '@festival/shared/api-schemas/admin';
import type { AdminFormEntry } from '@festival/shared/api-schemas/admin-content';
import { FORM_FIELD_TYPES } from '@festival/shared/api-schemas/content';
import type { Locale } from '@festival/shared/i18n/locales';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { NotFoundError } from '../common/http-errors';
import { localised } from '../common/localise';
import { displayedValue } from './entry-display';
import { pageOffset, type PageRequest } from '../common/paging';

export interface EntryField {
  slug: string;
  label: string;
  field_type: number;
}

export interface FormEntries {
  count: number;
  fields: EntryField[];
  results: AdminFormEntry[];
}

/** A stored value as one text: a list (checkbox_multiple, select_multiple) joined by commas. */
function readable(stored: string): string {
  if (!stored.startsWith('[')) return stored;
  try {
    const list = JSON.parse(stored) as unknown;
    return Array.isArray(list) ? list.map(String).join(', ') : stored;
  } catch {
    return stored;
  }
}

/**
 * A form's entries, newest first (all of them without paging), with each uploaded file as a link
 * for editors at `origin`. 404 for an unknown form.
 */
export async function formEntries(db: Kysely<Database>, formId: number, locale: Locale, origin: string, paging: PageRequest | null): Promise<FormEntries> {
  const form = await db.selectFrom('forms').select('id').where('id', '=', formId).executeTakeFirst();
  if (!form) throw new NotFoundError('Not found.');
  const fieldRows = await db.selectFrom('form_fields').selectAll().where('form_id', '=', formId).orderBy('sort').orderBy('id').execute();
  const fields = fieldRows.map((field) => ({ slug: field.slug, label: localised(field, 'label', locale), field_type: field.field_type }));
  const fieldsBySlug = new Map(fieldRows.map((field) => [field.slug, field]));
  const fileSlugs = new Set(fields.filter((field) => field.field_type === FORM_FIELD_TYPES.file).map((field) => field.slug));

  const counted = await db.selectFrom('form_entries').select((eb) => eb.fn.countAll<number | string>().as('count')).where('form_id', '=', formId).executeTakeFirstOrThrow();
  const entries = await db.selectFrom('form_entries').selectAll().where('form_id', '=', formId).orderBy('id', 'desc')
    .$if(paging !== null, (query) => query.limit(paging?.pageSize ?? 0).offset(paging ? pageOffset(paging) : 0)).execute();
  const values = entries.length === 0 ? [] : await db.selectFrom('form_entry_values').selectAll()
    .where('entry_id', 'in', entries.map((entry) => entry.id)).execute();
  const tokens = values.filter((value) => fileSlugs.has(value.field_slug) && value.value !== '').map((value) => value.value);
  const files = new Map((tokens.length === 0 ? [] : await db.selectFrom('temp_files').select(['token', 'original_name'])
    .where('token', 'in', tokens).execute()).map((file) => [file.token, file.original_name]));

  const results = entries.map((entry): AdminFormEntry => {
    const own = values.filter((value) => value.entry_id === entry.id);
    const answer: AdminFormEntry = { id: entry.id, created_at: entry.created_at, locale: entry.locale, values: {}, display: {}, files: {} };
    for (const value of own) {
      const fileName = fileSlugs.has(value.field_slug) ? files.get(value.value) : undefined;
      if (fileName !== undefined) {
        answer.files[value.field_slug] = { name: fileName, url: `${origin}${adminPaths.formFile(value.value)}` };
        answer.values[value.field_slug] = fileName;
        answer.display[value.field_slug] = fileName;
      } else {
        answer.values[value.field_slug] = readable(value.value);
        const field = fieldsBySlug.get(value.field_slug);
        answer.display[value.field_slug] = field ? displayedValue(field, value.value, locale) : readable(value.value);
      }
    }
    return answer;
  });
  return { count: Number(counted.count), fields, results };
}
