import { PRESENCE_EXPIRY_MS, type PresenceList } from '@festival/shared/api-schemas/pageeditor-presence';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { NotFoundError } from '../common/http-errors';

/*
 * Who else has a page open in edit mode: advice, not a lock. The rows live in the database every
 * api instance shares, so an editor heard by one instance is listed by all of them.
 */

const cutoff = (now: Date) => new Date(now.getTime() - PRESENCE_EXPIRY_MS).toISOString();

async function pageOrNotFound(db: Kysely<Database>, pageId: number): Promise<void> {
  const page = await db.selectFrom('pages').select('id').where('id', '=', pageId).executeTakeFirst();
  if (!page) throw new NotFoundError('Page not found.');
}

/** The editors of the page heard within the expiry, but the asking one, longest there first. */
export async function otherEditors(db: Kysely<Database>, pageId: number, userId: number, now: Date): Promise<PresenceList> {
  await pageOrNotFound(db, pageId);
  const rows = await db
    .selectFrom('page_presence')
    .innerJoin('users', 'users.id', 'page_presence.user_id')
    .select(['page_presence.user_id', 'page_presence.since', 'users.username', 'users.first_name', 'users.last_name'])
    .where('page_presence.page_id', '=', pageId)
    .where('page_presence.user_id', '!=', userId)
    .where('page_presence.seen_at', '>=', cutoff(now))
    .orderBy('page_presence.since')
    .orderBy('page_presence.user_id')
    .execute();
  return {
    editors: rows.map((row) => ({ user_id: row.user_id, name: `${row.first_name} ${row.last_name}`.trim() || row.username, since: row.since })),
  };
}

/**
 * The editor's heartbeat: present from now, or still present since the first heartbeat of this
 * visit (a visit that expired starts anew). Answers the other editors.
 */
export async function heartbeat(db: Kysely<Database>, pageId: number, userId: number, now: Date): Promise<PresenceList> {
  await pageOrNotFound(db, pageId);
  const at = now.toISOString();
  await db.transaction().execute(async (tx) => {
    await tx.deleteFrom('page_presence').where('seen_at', '<', cutoff(now)).execute();
    await tx
      .insertInto('page_presence')
      .values({ page_id: pageId, user_id: userId, since: at, seen_at: at })
      .onConflict((conflict) => conflict.columns(['page_id', 'user_id']).doUpdateSet({ seen_at: at }))
      .execute();
  });
  return otherEditors(db, pageId, userId, now);
}

/** The editor left edit mode or closed the page. */
export async function leave(db: Kysely<Database>, pageId: number, userId: number): Promise<void> {
  await db.deleteFrom('page_presence').where('page_id', '=', pageId).where('user_id', '=', userId).execute();
}
