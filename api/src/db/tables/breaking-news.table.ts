import type { Generated, Insertable, Selectable } from 'kysely';

export interface BreakingNewsTable {
  id: number;
  title_de: string;
  title_en: string;
  text_de: string;
  text_en: string;
  link_de: string;
  link_en: string;
  link_title_de: string;
  link_title_en: string;
  is_active: Generated<number>;
  online_from: string | null;
  online_to: string | null;
  sort: Generated<number>;
  /** Counts the object's saves in the admin; a write based on an older revision is stale (409). */
  revision: Generated<number>;
}
export type BreakingNewsRow = Selectable<BreakingNewsTable>;
export type NewBreakingNews = Insertable<BreakingNewsTable>;
