import type { Generated, Insertable, Selectable } from 'kysely';

export interface ArticleTagTable {
  id: number;
  name_de: string;
  name_en: string;
  slug_de: string;
  slug_en: string;
  /** Counts the object's saves in the admin; a write based on an older revision is stale (409). */
  revision: Generated<number>;
}
export type ArticleTagRow = Selectable<ArticleTagTable>;
export type NewArticleTag = Insertable<ArticleTagTable>;
