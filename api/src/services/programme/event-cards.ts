import type { Availability, EventCard } from '@festival/shared/api-schemas/programme';
import type { Locale } from '@festival/shared/i18n/locales';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { imageThumbnails } from '../common/image-thumbnails';
import { localised } from '../common/localise';
import { eventAvailability } from './event-availability';
import type { EventCardRow } from './event-repository';
import { imageObj } from './programme-images';
import { detailLink } from './programme-links';
import { PROGRAMME_TEXTS } from './programme-texts';

export function eventCard(row: EventCardRow, availability: Availability, locale: Locale): EventCard {
  const title = localised(row, 'title', locale);
  return {
    id: row.id,
    name: title,
    headline: title,
    link: detailLink('events-slug-id', row, locale),
    preline: localised(row, 'preline', locale),
    subline: localised(row, 'subline', locale),
    link_text: PROGRAMME_TEXTS[locale].eventLinkText,
    image_obj: imageObj(row.image, PROGRAMME_TEXTS[locale].imageOf(title)),
    image_thumbnails: imageThumbnails(row.image),
    date_start: row.date_start,
    date_end: row.date_end,
    room: localised({ room_de: row.room_de, room_en: row.room_en }, 'room', locale),
    venue: localised({ venue_de: row.venue_de, venue_en: row.venue_en }, 'venue', locale),
    genre: locale === 'en' ? row.genre_en : row.genre_de,
    exhibition_type: locale === 'en' ? row.type_en : row.type_de,
    availability,
  };
}

/** Cards for rows already loaded, with availability counted at `now` in one call. */
export async function eventCards(db: Kysely<Database>, rows: EventCardRow[], locale: Locale, now: Date, salesCloseMinutes: number): Promise<EventCard[]> {
  const availability = await eventAvailability(db, rows.map((r) => r.id), now, salesCloseMinutes);
  return rows.map((row) => eventCard(row, availability.get(row.id) ?? 'available', locale));
}
