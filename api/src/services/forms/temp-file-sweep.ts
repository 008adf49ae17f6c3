import fs from 'node:fs/promises';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** An upload that no form entry names within this time was abandoned (spec §7: files belong to entries). */
export const TEMP_FILE_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** How often the api looks for abandoned uploads. */
export const TEMP_FILE_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes uploads older than a day that no form entry names (an entry stores the upload's token
 * as its value), file and row. Returns how many went.
 */
export async function sweepTempFiles(db: Kysely<Database>, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - TEMP_FILE_LIFETIME_MS).toISOString();
  const abandoned = await db.selectFrom('temp_files').select(['id', 'storage_path'])
    .where('created_at', '<', cutoff)
    .where((eb) => eb.not(eb.exists(
      eb.selectFrom('form_entry_values').select('form_entry_values.id').whereRef('form_entry_values.value', '=', 'temp_files.token'),
    )))
    .execute();
  for (const file of abandoned) {
    await fs.rm(file.storage_path, { force: true });
    await db.deleteFrom('temp_files').where('id', '=', file.id).execute();
  }
  return abandoned.length;
}
