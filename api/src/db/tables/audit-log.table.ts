import type { Generated, Insertable, Selectable } from 'kysely';

/** One editor write: who (user_id), what (action, entity, summary JSON), when (ISO-8601 UTC). */
export interface AuditLogTable {
  id: Generated<number>;
  user_id: number | null;
  action: string;
  entity_type: string;
  entity_id: number;
  summary: Generated<string>;
  created_at: string;
}
export type AuditLogRow = Selectable<AuditLogTable>;
export type NewAuditLog = Insertable<AuditLogTable>;
