import type { Generated, Insertable, Selectable } from 'kysely';

export interface PageVersionTable {
  id: Generated<number>;
  page_id: number;
  title_de: string;
  title_en: string;
  headline_de: string;
  headline_en: string;
  modules_de: string;
  modules_en: string;
  note: Generated<string>;
  created_at: string;
  /** The page revision this version holds; null for one that was never live. */
  revision: number | null;
  user_id: number | null;
  action: Generated<string>;
  /** JSON: the module or version the change concerns. */
  summary: Generated<string>;
}
export type PageVersionRow = Selectable<PageVersionTable>;
export type NewPageVersion = Insertable<PageVersionTable>;
