import type { Kysely } from 'kysely';
import type { Locale } from '@festival/shared/i18n/locales';
import type { EventTeaserCard, VenueObj } from '@festival/shared/api-schemas/content-modules';
import { href } from '@festival/shared/routes/route-table';
import { eventListWindow } from '@festival/shared/format/event-list-window';
import type { Database } from '../../db/database';
import { localised } from '../common/localise';
import { imageFields } from './content-images';

/** Programme objects as content modules show them (Venue, VenueList, EventList). */

const LINK_TEXT: Record<Locale, string> = { de: 'Mehr erfahren', en: 'Find out more' };

export async function venueObjs(db: Kysely<Database>, ids: number[], locale: Locale): Promise<VenueObj[]> {
  const valid = ids.filter((id) => Number.isInteger(id));
  if (valid.length === 0) return [];
  const rows = await db.selectFrom('venues').selectAll().where('id', 'in', valid).where('is_online', '=', 1).execute();
  return rows.map((row) => ({
    id: row.id,
    name: localised(row, 'name', locale),
    description: localised(row, 'description', locale),
    link: href('venues-slug-id', { slug: row.slug, id: String(row.id) }, locale),
    ...imageFields(row.image, localised(row, 'name', locale)),
  })).map(({ image: _image, ...venue }) => venue);
}

export interface EventListQuery {
  dateFrom: string;
  dateTo: string | null;
  filters: '' | 'next_3_days' | 'weekend';
  tag: number | null;
  limit: number;
  now: Date;
}

export async function eventTeaserCards(db: Kysely<Database>, query: EventListQuery, locale: Locale): Promise<EventTeaserCard[]> {
  const window = eventListWindow({ dateFrom: query.dateFrom, dateTo: query.dateTo, filters: query.filters }, query.now);
  let select = db.selectFrom('events').selectAll().where('is_online', '=', 1).where('date_start', '>=', window.from.toISOString());
  if (window.to) select = select.where('date_start', '<', window.to.toISOString());
  if (query.tag !== null) {
    const tag = query.tag;
    select = select.where((eb) => eb.exists(
      eb.selectFrom('event_event_tags').select('event_event_tags.event_id')
        .whereRef('event_event_tags.event_id', '=', 'events.id').where('event_event_tags.event_tag_id', '=', tag),
    ));
  }
  const rows = await select.orderBy('date_start').orderBy('id').limit(query.limit).execute();
  return rows.map((row) => {
    const { image: _image, ...images } = imageFields(row.image, localised(row, 'title', locale));
    return {
      id: row.id,
      name: localised(row, 'title', locale),
      link: href('events-slug-id', { slug: row.slug, id: String(row.id) }, locale),
      preline: localised(row, 'preline', locale),
      subline: localised(row, 'subline', locale),
      headline: localised(row, 'title', locale),
      link_text: LINK_TEXT[locale],
      date_start: row.date_start,
      ...images,
    };
  });
}
