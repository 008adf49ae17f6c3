import type { Insertable, Selectable } from 'kysely';

export interface RedirectTable {
  id: number;
  old_path: string;
  new_path: string;
}
export type RedirectRow = Selectable<RedirectTable>;
export type NewRedirect = Insertable<RedirectTable>;
