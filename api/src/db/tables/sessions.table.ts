import type { Insertable, Selectable } from 'kysely';

export interface SessionTable {
  session_key: string;
  user_id: number;
  created_at: string;
  expires_at: string;
}
export type SessionRow = Selectable<SessionTable>;
export type NewSession = Insertable<SessionTable>;
