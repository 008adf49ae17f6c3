import { Type, type Static } from '@sinclair/typebox';
import { adminChild, adminObject } from './admin';
import {
  amount, count, dateTime, flag, image, line, optionalCount, optionalRef, ref, refs, requiredLine, richText, slug, sortKey,
} from './admin-fields';
import { Id, Nullable } from './common-schemas';

/** Programme collections of the admin API (contract in admin.ts). */

/** A price of a seat group; the first is the full price, the ones after it its discounts (spec §3). */
export const AdminPrice = adminChild({
  name_de: line(200), name_en: line(200),
  text_de: line(500), text_en: line(500),
  amount: amount(),
  /** The box office's sale type (full price, reduced …). */
  sale_type_id: ref('sale-types'),
});
export type AdminPrice = Static<typeof AdminPrice>;

export const AdminSeatGroup = adminChild({
  name_de: requiredLine(200), name_en: requiredLine(200),
  text_de: line(500), text_en: line(500),
  /** Seats; never below the seats held and sold (409). */
  capacity: count(),
  is_available: flag(),
  prices: Type.Array(AdminPrice, { maxItems: 20 }),
});
export type AdminSeatGroup = Static<typeof AdminSeatGroup>;

/** An entry slot; capacity 0 makes it unavailable, and never below the places held and sold (409). */
export const AdminTimeslot = adminChild({
  time_start: dateTime(),
  capacity: count(),
  block_id: Type.Integer({ minimum: 0, maximum: 2147483647 }),
});
export type AdminTimeslot = Static<typeof AdminTimeslot>;

export const AdminEvent = adminObject({
  slug: slug(),
  title_de: requiredLine(), title_en: requiredLine(),
  preline_de: line(), preline_en: line(),
  subline_de: line(), subline_en: line(),
  description_de: richText(), description_en: richText(),
  date_start: dateTime(), date_end: dateTime(),
  room_id: ref('rooms'),
  exhibition_type_id: optionalRef('exhibition-types'),
  genre_id: optionalRef('genres'),
  series_id: optionalRef('series'),
  production_id: optionalRef('productions'),
  event_jet_id: Nullable(Id),
  ticket_url: line(500),
  image: image(),
  is_highlight: flag(),
  is_online: flag(),
  /** A cancelled event stays listed, marked cancelled (JSON-LD eventStatus EventCancelled), and cannot be booked. */
  is_cancelled: flag(),
  tag_ids: refs('tags'),
  person_ids: refs('persons'),
  seat_groups: Type.Array(AdminSeatGroup, { maxItems: 50 }),
  timeslots: Type.Array(AdminTimeslot, { maxItems: 500 }),
});
export type AdminEvent = Static<typeof AdminEvent>;

export const AdminPerson = adminObject({
  slug: slug(),
  first_name: line(200),
  last_name: requiredLine(200),
  bio_de: richText(), bio_en: richText(),
  image: image(),
  is_online: flag(),
});
export type AdminPerson = Static<typeof AdminPerson>;

export const AdminProduction = adminObject({
  slug: slug(),
  title_de: requiredLine(), title_en: requiredLine(),
  subtitle_de: line(), subtitle_en: line(),
  description_de: richText(), description_en: richText(),
  exhibition_type_id: optionalRef('exhibition-types'),
  season_id: optionalRef('seasons'),
  image: image(),
  show_booking_button: flag(),
  is_highlight: flag(),
  is_online: flag(),
  tag_ids: refs('production-tags'),
  person_ids: refs('persons'),
});
export type AdminProduction = Static<typeof AdminProduction>;

export const AdminVenue = adminObject({
  slug: slug(),
  name_de: requiredLine(), name_en: requiredLine(),
  street: line(200), postal_code: line(20), city: line(100),
  /** Empty (null) until the coordinates are known. */
  lat: Nullable(Type.Number({ minimum: -90, maximum: 90 })),
  lng: Nullable(Type.Number({ minimum: -180, maximum: 180 })),
  description_de: richText(), description_en: richText(),
  image: image(),
  is_online: flag(),
});
export type AdminVenue = Static<typeof AdminVenue>;

export const AdminRoom = adminObject({
  venue_id: ref('venues'),
  name_de: requiredLine(), name_en: requiredLine(),
  capacity: optionalCount(),
  sort: sortKey(),
});
export type AdminRoom = Static<typeof AdminRoom>;

export const AdminSeries = adminObject({
  slug: slug(),
  name_de: requiredLine(), name_en: requiredLine(),
  description_de: richText(), description_en: richText(),
  show_in_filter: flag(),
  image: image(),
  is_online: flag(),
  sort: sortKey(),
});
export type AdminSeries = Static<typeof AdminSeries>;

/** A named option of the programme's filters (event types, genres); the slug is assigned from the German name. */
const namedOption = {
  slug: slug(),
  name_de: requiredLine(200), name_en: requiredLine(200),
  sort: sortKey(),
};

/** Event and production types ("Lesung", "Werkstatt"): the programme's "Art" filter. */
export const AdminExhibitionType = adminObject(namedOption);
export type AdminExhibitionType = Static<typeof AdminExhibitionType>;

export const AdminGenre = adminObject(namedOption);
export type AdminGenre = Static<typeof AdminGenre>;

/** Event tags; those with show_in_filter are offered by the programme's tag filter. */
export const AdminEventTag = adminObject({ ...namedOption, show_in_filter: flag() });
export type AdminEventTag = Static<typeof AdminEventTag>;

export const AdminProductionTag = adminObject(namedOption);
export type AdminProductionTag = Static<typeof AdminProductionTag>;

/** A festival season, the productions list's season filter. */
export const AdminSeason = adminObject({ ...namedOption, date_start: dateTime(), date_end: dateTime() });
export type AdminSeason = Static<typeof AdminSeason>;

/** A sale type of the box office (its id is the box office's): full price, reduced, pupils … */
export const AdminSaleType = adminObject({
  name_de: requiredLine(200), name_en: requiredLine(200),
  sort: sortKey(),
});
export type AdminSaleType = Static<typeof AdminSaleType>;
