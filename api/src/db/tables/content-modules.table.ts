import type { Generated, Insertable, Selectable } from 'kysely';

/** A page or container module: its stable id and where it lives (owner_type 'page' or 'container'). */
export interface ContentModuleTable {
  id: Generated<number>;
  owner_type: string;
  owner_id: number;
  model: string;
}
export type ContentModuleRow = Selectable<ContentModuleTable>;
export type NewContentModule = Insertable<ContentModuleTable>;
