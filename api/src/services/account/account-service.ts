import type { Kysely } from 'kysely';
import type { ProfileBody, SignUpBody } from '@festival/shared/api-schemas/account';
import type { Database } from '../../db/database';
import type { UserRow } from '../../db/tables/users.table';
import { ConflictError, UnauthorizedError } from '../common/http-errors';
import { hashPassword, verifyPassword } from './password-hash';


/** Addresses compare case-insensitively; they are stored trimmed and lowercased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

async function emailTaken(db: Kysely<Database>, email: string, exceptUserId?: number): Promise<boolean> {
  let query = db.selectFrom('users').select('id').where('email', '=', email);
  if (exceptUserId !== undefined) query = query.where('id', '!=', exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}

/**
 * A new visitor account; the address is also the username. An address that has an account already
 * gives null and changes nothing: the sign-up route answers the same either way, so sign-up does not reveal
 * which addresses have accounts. The hash comes first, so both cases cost the same.
 */
export async function signUp(db: Kysely<Database>, input: SignUpBody, now: Date): Promise<UserRow | null> {
  const email = normaliseEmail(input.email);
  const password_hash = await hashPassword(input.password);
  if (await emailTaken(db, email)) return null;
  try {
    return await db
      .insertInto('users')
      .values({ email, username: email, password_hash, first_name: input.first_name.trim(), last_name: input.last_name.trim(), created_at: now.toISOString() })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    // Two sign-ups with one address at the same moment: the unique index decides.
    if (!(await emailTaken(db, email))) throw error;
    return null;
  }
}

const WRONG_CREDENTIALS = 'E-mail address or password is wrong.';

/** The user whose address and password match; the same answer whether the address or the password is wrong. */
export async function checkCredentials(db: Kysely<Database>, emailInput: string, password: string): Promise<UserRow> {
  const user = await db.selectFrom('users').selectAll().where('email', '=', normaliseEmail(emailInput)).executeTakeFirst();
  const matches = await verifyPassword(password, user?.password_hash ?? null);
  if (!user || !matches) throw new UnauthorizedError(WRONG_CREDENTIALS);
  return user;
}

export async function updateProfile(db: Kysely<Database>, userId: number, input: ProfileBody): Promise<UserRow> {
  const email = normaliseEmail(input.email);
  if (await emailTaken(db, email, userId)) throw new ConflictError('An account with this e-mail address exists.');
  return db
    .updateTable('users')
    .set({ email, username: email, first_name: input.first_name.trim(), last_name: input.last_name.trim() })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function changePassword(db: Kysely<Database>, user: UserRow, current: string, next: string): Promise<void> {
  if (!(await verifyPassword(current, user.password_hash))) throw new UnauthorizedError('The current password is wrong.');
  await db.updateTable('users').set({ password_hash: await hashPassword(next) }).where('id', '=', user.id).execute();
}
