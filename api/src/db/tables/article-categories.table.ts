import type { Generated, Insertable, Selectable } from 'kysely';

export interface ArticleCategoryTable {
  id: number;
  name_de: string;
  name_en: string;
  slug_de: string;
  slug_en: string;
  style_name: string;
  sort: Generated<number>;
  /** Counts the object's saves in the admin; a write based on an older revision is stale (409). */
  revision: Generated<number>;
}
export type ArticleCategoryRow = Selectable<ArticleCategoryTable>;
export type NewArticleCategory = Insertable<ArticleCategoryTable>;
