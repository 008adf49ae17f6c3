import type { Insertable, Selectable } from 'kysely';

export interface VenueTable {
  id: number;
  slug: string;
  name_de: string;
  name_en: string;
  street: string;
  postal_code: string;
  city: string;
  lat: number;
  lng: number;
  description_de: string;
  description_en: string;
  image: string | null;
  is_online: number;
}
export type VenueRow = Selectable<VenueTable>;
export type NewVenue = Insertable<VenueTable>;
