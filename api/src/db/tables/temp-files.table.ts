import type { Generated, Insertable, Selectable } from 'kysely';

export interface TempFileTable {
  id: Generated<number>;
  token: string;
  original_name: string;
  mime_type: string;
  size: number;
  storage_path: string;
  created_at: string;
}
export type TempFileRow = Selectable<TempFileTable>;
export type NewTempFile = Insertable<TempFileTable>;
