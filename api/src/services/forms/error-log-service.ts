import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** Spec §7: a page the visitor got a 404 for, kept for the editors' error list. */
export async function logNotFound(db: Kysely<Database>, url: string, userAgent: string, now: Date): Promise<void> {
  await db.insertInto('error_log').values({ url, status: 404, user_agent: userAgent.slice(0, 500), created_at: now.toISOString() }).execute();
}
