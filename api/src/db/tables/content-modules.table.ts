import type { Generated, Insertable, Selectable } from 'kysely';

/** A module's stable id and where it lives (owner_type 'page', 'container' or 'article'). */
export interface ContentModuleTable {
  id: Generated<number>;
  owner_type: string;
  owner_id: number;
  model: string;
}
export type ContentModuleRow = Selectable<ContentModuleTable>;
export type NewContentModule = Insertable<ContentModuleTable>;
