import type { Generated, Insertable, Selectable } from 'kysely';

export interface ProductionTable {
  id: number;
  slug: string;
  title_de: string;
  title_en: string;
  subtitle_de: string;
  subtitle_en: string;
  description_de: string;
  description_en: string;
  exhibition_type_id: number | null;
  season_id: number | null;
  image: string | null;
  show_booking_button: number;
  is_highlight: number;
  is_online: number;
  /** Counts the object's saves in the admin; a write based on an older revision is stale (409). */
  revision: Generated<number>;
}
export type ProductionRow = Selectable<ProductionTable>;
export type NewProduction = Insertable<ProductionTable>;
