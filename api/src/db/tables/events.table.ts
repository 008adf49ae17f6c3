import type { Generated, Insertable, Selectable } from 'kysely';

/** date_start and date_end are ISO-8601 UTC; is_online 0 hides the event everywhere (404 on detail). */
export interface EventTable {
  id: number;
  slug: string;
  title_de: string;
  title_en: string;
  preline_de: string;
  preline_en: string;
  subline_de: string;
  subline_en: string;
  description_de: string;
  description_en: string;
  date_start: string;
  date_end: string;
  room_id: number;
  exhibition_type_id: number | null;
  genre_id: number | null;
  series_id: number | null;
  production_id: number | null;
  event_jet_id: number | null;
  ticket_url: string;
  image: string | null;
  is_highlight: number;
  is_online: number;
  /** 1: cancelled (it keeps its page, marked cancelled, and cannot be booked). */
  is_cancelled: Generated<number>;
  /** Counts the object's saves in the admin; a write based on an older revision is stale (409). */
  revision: Generated<number>;
}
export type EventRow = Selectable<EventTable>;
export type NewEvent = Insertable<EventTable>;
