import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { UserRow } from '../../db/tables/users.table';
import { normaliseEmail, signUp } from './account-service';

export interface StaffInput {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
}

/**
 * Makes an account staff: page editor and dashboard access (spec §6). Creates it first when
 * no account has the address; an existing account keeps its password.
 */
export async function grantStaffAccess(db: Kysely<Database>, input: StaffInput, now: Date): Promise<{ user: UserRow; created: boolean }> {
  const email = normaliseEmail(input.email);
  const existing = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  const created = existing ? null : await signUp(db, input, now);
  const id = existing?.id ?? created?.id ?? (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const user = await db
    .updateTable('users')
    .set({ is_editor: 1, has_dashboard_online_access: 1 })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { user, created: existing === undefined };
}
