import fs from 'node:fs/promises';
import { FORM_FIELD_TYPES } from '@festival/shared/api-schemas/content';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database';

/** Which entries of a form go: these ids, or every entry received before an instant. */
export type EntrySelection = { ids: number[] } | { before: Date };

/**
 * Deletes a form's entries with their values and the files uploaded with them (data protection:
 * nothing of a deleted entry stays behind). Returns how many entries went; `audit` records the deletion
 * in the same transaction, also when nothing matched (an editor asked for it).
 */
export async function deleteEntries(
  db: Kysely<Database>, formId: number, selection: EntrySelection, audit?: (tx: Transaction<Database>, deleted: number) => Promise<void>,
): Promise<number> {
  const entries = await db.selectFrom('form_entries').select('id').where('form_id', '=', formId)
    .$if('ids' in selection, (query) => query.where('id', 'in', 'ids' in selection && selection.ids.length > 0 ? selection.ids : [-1]))
    .$if('before' in selection, (query) => query.where('created_at', '<', 'before' in selection ? selection.before.toISOString() : ''))
    .execute();
  const ids = entries.map((entry) => entry.id);
  if (ids.length === 0) {
    if (audit) await db.transaction().execute((tx) => audit(tx, 0));
    return 0;
  }
  const files = await db.selectFrom('temp_files').select(['id', 'storage_path']).where('token', 'in', db.selectFrom('form_entry_values')
    .innerJoin('form_fields', (join) => join.onRef('form_fields.slug', '=', 'form_entry_values.field_slug').on('form_fields.form_id', '=', formId))
    .select('form_entry_values.value').where('form_entry_values.entry_id', 'in', ids).where('form_fields.field_type', '=', FORM_FIELD_TYPES.file))
    .execute();
  await db.transaction().execute(async (tx) => {
    await tx.deleteFrom('form_entry_values').where('entry_id', 'in', ids).execute();
    await tx.deleteFrom('form_entries').where('id', 'in', ids).execute();
    if (files.length > 0) await tx.deleteFrom('temp_files').where('id', 'in', files.map((file) => file.id)).execute();
    await audit?.(tx, ids.length);
  });
  for (const file of files) await fs.rm(file.storage_path, { force: true });
  return ids.length;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes, per form with a retention period, the entries (and uploads) older than that many days. Returns how many went. */
export async function deleteExpiredEntries(db: Kysely<Database>, now: Date): Promise<number> {
  const forms = await db.selectFrom('forms').select(['id', 'retention_days']).where('retention_days', 'is not', null).execute();
  let deleted = 0;
  for (const form of forms) deleted += await deleteEntries(db, form.id, { before: new Date(now.getTime() - Number(form.retention_days) * DAY_MS) });
  return deleted;
}
