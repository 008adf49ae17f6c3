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
  /** The body as editors change it, until published (null: no draft); modules_* is what visitors see. */
  draft_modules_de: string | null;
  draft_modules_en: string | null;
  /** A planned publication of the body: when (ISO-8601 UTC), and the body it publishes. */
  body_publish_at: string | null;
  scheduled_modules_de: string | null;
  scheduled_modules_en: string | null;
  /** When visitors last got a new body; null before the first publication in the editor. */
  body_published_at: string | null;
}
export type ArticleRow = Selectable<ArticleTable>;
export type NewArticle = Insertable<ArticleTable>;
