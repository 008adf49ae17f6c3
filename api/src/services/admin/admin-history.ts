import type { AdminHistoryEntry } from '@festival/shared/api-schemas/admin';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { parseJson } from '../common/stored-values';

const HISTORY_LIMIT = 200;

/** An object's writes from the audit log, newest first: who, when, and which fields changed how. */
export async function objectHistory(db: Kysely<Database>, entityType: string, entityId: number): Promise<AdminHistoryEntry[]> {
  const rows = await db.selectFrom('audit_log')
    .leftJoin('users', 'users.id', 'audit_log.user_id')
    .select(['audit_log.id', 'audit_log.action', 'audit_log.summary', 'audit_log.created_at', 'users.username', 'users.first_name', 'users.last_name'])
    .where('audit_log.entity_type', '=', entityType).where('audit_log.entity_id', '=', entityId)
    .orderBy('audit_log.id', 'desc').limit(HISTORY_LIMIT)
    .execute();
  return rows.map((row) => {
    const summary = parseJson<{ changes?: AdminHistoryEntry['changes'] }>(row.summary);
    return {
      id: row.id,
      action: row.action,
      created_at: row.created_at,
      author: row.username === null ? null : { username: row.username, first_name: row.first_name ?? '', last_name: row.last_name ?? '' },
      changes: summary?.changes ?? {},
    };
  });
}
