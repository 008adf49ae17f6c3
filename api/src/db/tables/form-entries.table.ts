import type { Generated, Insertable, Selectable } from 'kysely';

export interface FormEntryTable {
  id: Generated<number>;
  form_id: number;
  locale: string;
  created_at: string;
}
export type FormEntryRow = Selectable<FormEntryTable>;
export type NewFormEntry = Insertable<FormEntryTable>;
