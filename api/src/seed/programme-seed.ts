import type { Transaction } from 'kysely';
import type { DialectName } from '../db/create-db';
import type { Database } from '../db/database';

export async function seedProgramme(_trx: Transaction<Database>, _dialect: DialectName): Promise<void> {}
