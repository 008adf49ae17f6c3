import type { Generated, Insertable, Selectable } from 'kysely';

export interface VenueTable {
  id: number;
  slug: string;
  name_de: string;
  name_en: string;
  street: string;
  postal_code: string;
  city: string;
  /** Unknown coordinates are null: the venue shows no map link. */
  lat: number | null;
  lng: number | null;
  description_de: string;
  description_en: string;
  image: string | null;
  is_online: number;
  /** Counts the object's saves in the admin; a write based on an older revision is stale (409). */
  revision: Generated<number>;
}
export type VenueRow = Selectable<VenueTable>;
export type NewVenue = Insertable<VenueTable>;
