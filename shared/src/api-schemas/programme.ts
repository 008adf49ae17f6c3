import { Type, type Static } from '@sinclair/typebox';
import { Day, Id, Instant, LocalisedUrls, Nullable, Paged } from './common-schemas';
import { YEAR_PATTERN } from '../validation/year-range';
import { ImageThumbnails, SizedImageObj } from './images';

/**
 * Programme domain (spec §3 and §7): filter options, events, productions, authors,
 * venues and series. Texts are already localised by the request's locale; links are
 * localised paths from the route table.
 */


// ---------------------------------------------------------------- requests

/** A filter value in a query string: an option id, or empty for "no filter" (spec §3 filter state). */
export const FilterQueryValue = Type.String({ pattern: '^[0-9]{0,9}$' });
/** A day in a query string, DD-MM-YYYY (spec §5); the server also rejects days that do not exist. */
export const UrlDate = Type.String({ pattern: `^[0-9]{2}-[0-9]{2}-${YEAR_PATTERN}$` });
export const PageNumber = Type.Integer({ minimum: 1, maximum: 1000000 });
export const PageSize = Type.Integer({ minimum: 1, maximum: 100 });

export const EventFilterQuery = Type.Object({
  room: Type.Optional(FilterQueryValue),
  type: Type.Optional(FilterQueryValue),
  tag: Type.Optional(FilterQueryValue),
  series: Type.Optional(FilterQueryValue),
  genre: Type.Optional(FilterQueryValue),
  date: Type.Optional(UrlDate),
});
export type EventFilterQuery = Static<typeof EventFilterQuery>;

export const EventListQuery = Type.Composite([
  EventFilterQuery,
  Type.Object({ page: Type.Optional(PageNumber), page_size: Type.Optional(PageSize) }),
]);
export type EventListQuery = Static<typeof EventListQuery>;

/** `date` anchors the month whose days are listed; without it, every day from today on. */
export const CalendarQuery = EventFilterQuery;
export type CalendarQuery = Static<typeof CalendarQuery>;

export const ProductionListQuery = Type.Object({
  season: Type.Optional(FilterQueryValue),
  exhibition_type: Type.Optional(FilterQueryValue),
  tag: Type.Optional(FilterQueryValue),
  date: Type.Optional(UrlDate),
  page: Type.Optional(PageNumber),
  page_size: Type.Optional(PageSize),
});
export type ProductionListQuery = Static<typeof ProductionListQuery>;

export const PageQuery = Type.Object({ page: Type.Optional(PageNumber), page_size: Type.Optional(PageSize) });
export type PageQuery = Static<typeof PageQuery>;

// ---------------------------------------------------------------- shared pieces


/**
 * How bookable an event is. free: admission without tickets (no seat groups); sales_closed: its
 * ticket sales are over (its start, or SHOP_SALES_CLOSE_MINUTES before); cancelled: called off
 * by the festival. Only available and limited events can be booked.
 */
export const Availability = Type.Union([
  Type.Literal('available'), Type.Literal('limited'), Type.Literal('sold_out'), Type.Literal('sales_closed'),
  Type.Literal('free'), Type.Literal('cancelled'),
]);
export type Availability = Static<typeof Availability>;

export const NamedRef = Type.Object({ id: Id, name: Type.String() });
export type NamedRef = Static<typeof NamedRef>;
export const LinkedRef = Type.Object({ id: Id, name: Type.String(), link: Type.String() });
export type LinkedRef = Static<typeof LinkedRef>;

export const Address = Type.Object({ street: Type.String(), postal_code: Type.String(), city: Type.String() });
export type Address = Static<typeof Address>;

// ---------------------------------------------------------------- filter options

/** Plain option (rooms, genres, seasons, production tags). */
export const FilterOption = Type.Object({ id: Id, name: Type.String() });
export type FilterOption = Static<typeof FilterOption>;

export const TagOption = Type.Object({ id: Id, name: Type.String(), show_in_filter: Type.Boolean() });
export type TagOption = Static<typeof TagOption>;

export const ExhibitionTypeOption = Type.Object({ id: Id, slug: Type.String(), name: Type.String() });
export type ExhibitionTypeOption = Static<typeof ExhibitionTypeOption>;

export const SeriesOption = Type.Object({ id: Id, slug: Type.String(), name: Type.String(), show_in_filter: Type.Boolean() });
export type SeriesOption = Static<typeof SeriesOption>;

export const FilterOptionList = Type.Array(FilterOption);
export const TagOptionList = Type.Array(TagOption);
export const ExhibitionTypeOptionList = Type.Array(ExhibitionTypeOption);
export const SeriesOptionList = Type.Array(SeriesOption);

export const Calendar = Type.Object({ availableDates: Type.Array(Day) });
export type Calendar = Static<typeof Calendar>;

// ---------------------------------------------------------------- events

const teaserCardFields = {
  id: Id,
  name: Type.String(),
  link: Type.String(),
  preline: Type.String(),
  subline: Type.String(),
  headline: Type.String(),
  link_text: Type.String(),
  image_obj: Nullable(SizedImageObj),
  image_thumbnails: Nullable(ImageThumbnails),
};

/** Event teaser card (spec §3) with what a programme list row shows. */
export const EventCard = Type.Object({
  ...teaserCardFields,
  date_start: Instant,
  date_end: Instant,
  room: Type.String(),
  venue: Type.String(),
  genre: Nullable(Type.String()),
  exhibition_type: Nullable(Type.String()),
  availability: Availability,
});
export type EventCard = Static<typeof EventCard>;

/** Event day record (spec §3): one Berlin calendar day; date_start is its midnight with offset. */
export const EventDay = Type.Object({ date: Day, date_start: Instant, events: Type.Array(EventCard) });
export type EventDay = Static<typeof EventDay>;

export const EventDayPage = Paged(EventDay);
export type EventDayPage = Static<typeof EventDayPage>;

/** Programme teaser (spec §3): shown after the events of `position`; date_start is the end of that day. */
export const ProgrammeTeaser = Type.Object({
  ...teaserCardFields,
  kind: Type.Union([Type.Literal('event'), Type.Literal('production')]),
  position: Day,
  date_start: Instant,
  text: Type.String(),
});
export type ProgrammeTeaser = Static<typeof ProgrammeTeaser>;
export const ProgrammeTeaserList = Type.Array(ProgrammeTeaser);

/** Price item (spec §3): the first of a seat group is the full price, the others are discounts. */
export const PriceItem = Type.Object({
  id: Id,
  price: Type.String({ pattern: '^[0-9]+\\.[0-9]{2}$' }),
  sale_type_id: Type.Integer(),
  seat_group: Id,
  text: Type.String(),
  name: Type.String(),
  has_discounts: Type.Boolean(),
});
export type PriceItem = Static<typeof PriceItem>;

/** status '1' bookable, '0' unavailable (spec §5: hidden). */
export const SlotStatus = Type.Union([Type.Literal('1'), Type.Literal('0')]);
export type SlotStatus = Static<typeof SlotStatus>;

/** free_seats: places left right now (holds and sales subtracted); status is '0' when none are. */
export const Timeslot = Type.Object({ id: Id, time_start: Instant, block_id: Type.Integer(), status: SlotStatus, free_seats: Type.Integer({ minimum: 0 }) });
export type Timeslot = Static<typeof Timeslot>;

export const SeatGroup = Type.Object({
  id: Id,
  seat_group: Type.String(),
  status: SlotStatus,
  text: Type.String(),
  capacity: Type.Integer({ minimum: 0 }),
  /** Seats left right now, counted in the same answer as the event's availability; status is '0' when none are. */
  free_seats: Type.Integer({ minimum: 0 }),
  prices: Type.Array(PriceItem),
  timeslots: Type.Array(Timeslot),
});
export type SeatGroup = Static<typeof SeatGroup>;

export const VenueRef = Type.Object({
  id: Id,
  name: Type.String(),
  slug: Type.String(),
  link: Type.String(),
  address: Address,
});
export type VenueRef = Static<typeof VenueRef>;

export const ExhibitionTypeRef = Type.Object({ id: Id, slug: Type.String(), name: Type.String() });

/** show_booking_button is the production page flag of the booking-button rule (spec §5). */
export const ProductionRef = Type.Object({ id: Id, title: Type.String(), link: Type.String(), show_booking_button: Type.Boolean() });
export type ProductionRef = Static<typeof ProductionRef>;

export const TicketLimits = Type.Object({ per_price: Type.Integer({ minimum: 1 }), per_event: Type.Integer({ minimum: 1 }) });
export type TicketLimits = Static<typeof TicketLimits>;

/** Event detail with the spec's "current event data" (date_start, id_jet, ticket_url, seat_groups, prices). */
export const EventDetail = Type.Object({
  ...EventCard.properties,
  slug: Type.String(),
  title: Type.String(),
  description: Type.String(),
  venue: VenueRef,
  room: Type.String(),
  room_obj: NamedRef,
  authors: Type.Array(LinkedRef),
  production: Nullable(ProductionRef),
  series: Nullable(LinkedRef),
  tags: Type.Array(NamedRef),
  genre: Nullable(Type.String()),
  genre_obj: Nullable(NamedRef),
  exhibition_type: Nullable(Type.String()),
  exhibition_type_obj: Nullable(ExhibitionTypeRef),
  id_jet: Nullable(Type.Integer()),
  ticket_url: Type.String(),
  seat_groups: Type.Array(SeatGroup),
  prices: Type.Array(PriceItem),
  /** What one cart may hold of one price and of this event: the booking widget's maxima. */
  ticket_limits: TicketLimits,
  urls: LocalisedUrls,
});
export type EventDetail = Static<typeof EventDetail>;

// ---------------------------------------------------------------- productions

export const ProductionCard = Type.Object({
  ...teaserCardFields,
  title: Type.String(),
  season: Nullable(NamedRef),
  exhibition_type: Nullable(ExhibitionTypeRef),
  /** First and last online event; null while no event is scheduled. */
  date_start: Nullable(Instant),
  date_end: Nullable(Instant),
});
export type ProductionCard = Static<typeof ProductionCard>;

export const ProductionPage = Paged(ProductionCard);
export type ProductionPage = Static<typeof ProductionPage>;

export const ProductionDetail = Type.Object({
  ...ProductionCard.properties,
  slug: Type.String(),
  description: Type.String(),
  show_booking_button: Type.Boolean(),
  authors: Type.Array(LinkedRef),
  tags: Type.Array(NamedRef),
  events: Type.Array(EventCard),
  urls: LocalisedUrls,
});
export type ProductionDetail = Static<typeof ProductionDetail>;

// ---------------------------------------------------------------- persons (authors)

export const PersonCard = Type.Object({
  ...teaserCardFields,
  first_name: Type.String(),
  last_name: Type.String(),
});
export type PersonCard = Static<typeof PersonCard>;

export const PersonPage = Paged(PersonCard);
export type PersonPage = Static<typeof PersonPage>;

export const PersonDetail = Type.Object({
  ...PersonCard.properties,
  slug: Type.String(),
  bio: Type.String(),
  events: Type.Array(EventCard),
  productions: Type.Array(ProductionCard),
  urls: LocalisedUrls,
});
export type PersonDetail = Static<typeof PersonDetail>;

// ---------------------------------------------------------------- venues

export const VenueCard = Type.Object({
  ...teaserCardFields,
  slug: Type.String(),
  address: Address,
  /** Null while the venue's coordinates are not known. */
  lat: Nullable(Type.Number()),
  lng: Nullable(Type.Number()),
});
export type VenueCard = Static<typeof VenueCard>;
export const VenueList = Type.Array(VenueCard);

export const VenueDetail = Type.Object({
  ...VenueCard.properties,
  description: Type.String(),
  rooms: Type.Array(NamedRef),
  /** The venue on openstreetmap.org, centred on its coordinates; null without coordinates. */
  map_url: Nullable(Type.String()),
  /** The next online events in any of its rooms. */
  events: Type.Array(EventCard),
  urls: LocalisedUrls,
});
export type VenueDetail = Static<typeof VenueDetail>;

// ---------------------------------------------------------------- series

export const SeriesDetail = Type.Object({
  ...teaserCardFields,
  slug: Type.String(),
  description: Type.String(),
  show_in_filter: Type.Boolean(),
  /** Online events of the series from today on. */
  events: Type.Array(EventCard),
  urls: LocalisedUrls,
});
export type SeriesDetail = Static<typeof SeriesDetail>;

