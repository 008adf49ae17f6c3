import type { Db } from '../db/create-db';
import { seedContent } from './content-seed';
import { seedProgramme } from './programme-seed';

/** Fills an empty database with the deterministic demo festival; leaves a filled one alone. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const existing = await db.kysely.selectFrom('settings').select('id').executeTakeFirst();
  if (existing) return false;
  await db.kysely.transaction().execute(async (trx) => {
    await seedProgramme(trx, db.dialect);
    await seedContent(trx, db.dialect);
  });
  return true;
}
