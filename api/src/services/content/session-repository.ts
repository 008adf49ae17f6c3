import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { UserRow } from '../../db/tables/users.table';

/** Name of the session cookie (architecture: sessions in the database). */
export const SESSION_COOKIE = 'sessionid';
/** Session keys are URL-safe random strings; anything else cannot be one and is not looked up. */
const SESSION_KEY = /^[A-Za-z0-9_-]{1,128}$/;

/** The user of a session that has not expired at `now`, or null. */
export async function findSessionUser(db: Kysely<Database>, sessionKey: string | undefined, now: Date): Promise<UserRow | null> {
  if (!sessionKey || !SESSION_KEY.test(sessionKey)) return null;
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .where('sessions.session_key', '=', sessionKey)
    .where('sessions.expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row ?? null;
}
