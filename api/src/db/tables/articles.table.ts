import type { Generated, Insertable, Selectable } from 'kysely';

export interface ArticleTable {
  id: number;
  title_de: string;
  title_en: string;
  slug_de: string;
  slug_en: string;
  teaser_de: string;
  teaser_en: string;
  meta_description_de: string;
  meta_description_en: string;
  image_alt_de: string;
  image_alt_en: string;
  modules_de: string;
  modules_en: string;
  category_id: number;
  author_name: string;
  image: string | null;
  image_copyright: Generated<string>;
  published_at: string;
  is_featured: Generated<number>;
  is_online: Generated<number>;
  /** Counts the object's saves in the admin; a write based on an older revision is stale (409). */
  revision: Generated<number>;
}
export type ArticleRow = Selectable<ArticleTable>;
export type NewArticle = Insertable<ArticleTable>;
