import type { Generated, Insertable, Selectable } from 'kysely';

export interface RedirectTable {
  id: number;
  old_path: string;
  new_path: string;
  /** Counts the object's saves in the admin; a write based on an older revision is stale (409). */
  revision: Generated<number>;
}
export type RedirectRow = Selectable<RedirectTable>;
export type NewRedirect = Insertable<RedirectTable>;
