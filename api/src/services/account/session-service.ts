import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** How long a sign-in lasts. */
export const SESSION_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

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
