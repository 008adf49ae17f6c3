import type { Db } from '../db/create-db';
import { seedContent } from './content-seed';
import { seedProgramme } from './programme-seed';

/**
 * Fills an empty database with the deterministic demo festival, its programme running for 60
 * Berlin days from `now`'s day; leaves a filled one alone.
 */
export async function seedIfEmpty(db: Db, now: Date = new Date()): Promise<boolean> {
  const existing = await db.kysely.selectFrom('settings').select('id').executeTakeFirst();
  if (existing) return false;
  await db.kysely.transaction().execute(async (trx) => {
    await seedProgramme(trx, db.dialect, now);
    await seedContent(trx, db.dialect, now);
  });
  return true;
}
