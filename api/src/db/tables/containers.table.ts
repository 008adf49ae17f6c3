import type { Generated, Insertable, Selectable } from 'kysely';

export interface ContainerTable {
  id: Generated<number>;
  slug: string;
  parent_id: number | null;
  content_type: Generated<string>;
  object_id: number | null;
  layout: Generated<string>;
  modules_de: string;
  modules_en: string;
  updated_at: string;
  /** See PageTable.revision. */
  revision: Generated<number>;
}
export type ContainerRow = Selectable<ContainerTable>;
export type NewContainer = Insertable<ContainerTable>;
