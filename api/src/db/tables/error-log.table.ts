import type { Generated, Insertable, Selectable } from 'kysely';

export interface ErrorLogTable {
  id: Generated<number>;
  url: string;
  status: Generated<number>;
  user_agent: Generated<string>;
  created_at: string;
}
export type ErrorLogEntryRow = Selectable<ErrorLogTable>;
export type NewErrorLogEntry = Insertable<ErrorLogTable>;
