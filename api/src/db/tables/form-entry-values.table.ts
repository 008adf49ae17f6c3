import type { Generated, Insertable, Selectable } from 'kysely';

export interface FormEntryValueTable {
  id: Generated<number>;
  entry_id: number;
  field_slug: string;
  value: string;
}
export type FormEntryValueRow = Selectable<FormEntryValueTable>;
export type NewFormEntryValue = Insertable<FormEntryValueTable>;
