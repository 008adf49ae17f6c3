import type { Generated, Insertable, Selectable } from 'kysely';

export interface PageTable {
  id: number;
  parent_id: number | null;
  sort: Generated<number>;
  content_type: Generated<string>;
  url_de: string;
  url_en: string;
  title_de: string;
  title_en: string;
  headline_de: string;
  headline_en: string;
  meta_title_de: string;
  meta_title_en: string;
  meta_description_de: string;
  meta_description_en: string;
  og_title_de: string;
  og_title_en: string;
  og_description_de: string;
  og_description_en: string;
  og_image: string | null;
  og_type: Generated<string>;
  is_online: Generated<number>;
  is_clickable: Generated<number>;
  in_menu: Generated<number>;
  in_footer: Generated<number>;
  is_landing_page: Generated<number>;
  /** The online window (ISO-8601 UTC, either end open when null): visitors see the page only inside it. */
  online_from: string | null;
  online_to: string | null;
  modules_de: string;
  modules_en: string;
  updated_at: string;
  /** Counts the page's saves; a write based on an older revision is stale (409). */
  revision: Generated<number>;
  /** The version visitors see; null: the page's own columns (no editor has changed it since drafts began). */
  published_version_id: number | null;
  /** 1 while the page's own columns hold changes visitors do not see yet. */
  has_draft: Generated<number>;
  /** A planned publication (ISO-8601 UTC) of the version scheduled_version_id names. */
  publish_at: string | null;
  scheduled_version_id: number | null;
  /** When visitors last got a new version (ISO-8601 UTC). */
  published_at: string | null;
}
export type PageRow = Selectable<PageTable>;
export type NewPage = Insertable<PageTable>;
