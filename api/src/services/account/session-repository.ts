import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { UserRow } from '../../db/tables/users.table';

/** Name of the session cookie (architecture: sessions in the database). */
export const SESSION_COOKIE = 'sessionid';
/** How long a sign-in lasts. */
export const SESSION_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;
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

/** A new session for the user; the key is the sessionid cookie's value. */
export async function createSession(db: Kysely<Database>, userId: number, now: Date): Promise<{ key: string; expires: Date }> {
  const key = randomBytes(32).toString('base64url');
  const expires = new Date(now.getTime() + SESSION_DAYS * DAY_MS);
  await db.insertInto('sessions').values({ session_key: key, user_id: userId, created_at: now.toISOString(), expires_at: expires.toISOString() }).execute();
  return { key, expires };
}

export async function deleteSession(db: Kysely<Database>, key: string | undefined): Promise<void> {
  if (key) await db.deleteFrom('sessions').where('session_key', '=', key).execute();
}

/** After a password change every other session of the user ends. */
export async function deleteOtherSessions(db: Kysely<Database>, userId: number, keep: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).where('session_key', '!=', keep).execute();
}
