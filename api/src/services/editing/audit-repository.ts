import type { EditorRef } from '@festival/shared/api-schemas/pageeditor-writes';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database';

export interface AuditEntry {
  action: string;
  entityType: string;
  entityId: number;
  /** What changed, as JSON: the module, its fields before and after, the version restored … */
  summary: Record<string, unknown>;
}

export async function insertAudit(tx: Transaction<Database>, userId: number, entry: AuditEntry, now: Date): Promise<void> {
  await tx.insertInto('audit_log').values({
    user_id: userId, action: entry.action, entity_type: entry.entityType, entity_id: entry.entityId,
    summary: JSON.stringify(entry.summary), created_at: now.toISOString(),
  }).execute();
}

/** Who last wrote the object, and when; null when no editor ever did. */
export async function latestAudit(db: Kysely<Database>, entityType: string, entityId: number): Promise<{ changedAt: string; changedBy: EditorRef | null } | null> {
  const row = await db.selectFrom('audit_log')
    .leftJoin('users', 'users.id', 'audit_log.user_id')
    .select(['audit_log.created_at', 'users.username', 'users.first_name', 'users.last_name'])
    .where('audit_log.entity_type', '=', entityType).where('audit_log.entity_id', '=', entityId)
    .orderBy('audit_log.id', 'desc')
    .executeTakeFirst();
  if (!row) return null;
  const changedBy = row.username === null ? null : { username: row.username, first_name: row.first_name ?? '', last_name: row.last_name ?? '' };
  return { changedAt: row.created_at, changedBy };
}
