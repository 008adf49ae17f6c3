import type { EventDetail, PriceItem, SeatGroup } from '@festival/shared/api-schemas/programme';
import type { Locale } from '@festival/shared/i18n/locales';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { PriceRow } from '../../db/tables/prices.table';
import type { SeatGroupRow } from '../../db/tables/seat-groups.table';
import type { TimeslotRow } from '../../db/tables/timeslots.table';
import { NotFoundError } from '../common/http-errors';
import { localised } from '../common/localise';
import { bool } from '../common/stored-values';
import { eventSeatsOf, freeSeatsByGroup, freeSeatsByTimeslot, type GroupSeats } from '../shop/availability-repository';
import type { ShopLimits } from '../shop/shop-limits';
import { availability } from './event-availability';
import { eventCard } from './event-cards';
import type { EventRowsCache } from './event-rows-cache';
import { detailLink, detailUrls } from './programme-links';

/** The first price of a seat group is its full price; it "has discounts" when others follow (spec §9). */
function priceItems(prices: PriceRow[], locale: Locale): PriceItem[] {
  return prices.map((price, index) => ({
    id: price.id,
    price: price.amount,
    sale_type_id: price.sale_type_id,
    seat_group: price.seat_group_id,
    text: localised(price, 'text', locale),
    name: localised(price, 'name', locale),
    has_discounts: index === 0 && prices.length > 1,
  }));
}

/**
 * Seat groups with the seats left right now, from the same count as the event's availability:
 * a group or slot with none left is unavailable (status '0'), so the booking widget never
 * offers what the page calls sold out.
 */
function seatGroups(
  groups: SeatGroupRow[], seats: readonly GroupSeats[], prices: PriceRow[], slots: TimeslotRow[], slotSeats: Map<number, number>, locale: Locale,
): SeatGroup[] {
  return groups.map((group) => {
    // Capacity and the switch come with the count, so they hold even while the rows are kept.
    const counted = seats.find((candidate) => candidate.id === group.id);
    const free = counted?.free ?? 0;
    const bookable = bool(counted?.is_available ?? 0) && free > 0;
    return {
      id: group.id,
      seat_group: localised(group, 'name', locale),
      status: bookable ? '1' : '0',
      text: localised(group, 'text', locale),
      capacity: counted?.capacity ?? group.capacity,
      free_seats: free,
      prices: priceItems(prices.filter((p) => p.seat_group_id === group.id), locale),
      timeslots: slots.map((slot) => {
        const slotFree = slotSeats.get(slot.id) ?? 0;
        return {
          id: slot.id,
          time_start: slot.time_start,
          block_id: slot.block_id,
          status: bookable && slotFree > 0 ? '1' as const : '0' as const,
          free_seats: slotFree,
        };
      }),
    };
  });
}

/** An event's page data: its kept rows (EventRowsCache) with the seats left counted on each read. */
export class EventDetailService {
  constructor(private readonly db: Kysely<Database>, private readonly rowsOf: EventRowsCache, private readonly limits: ShopLimits) {}

  /** Null when the event does not exist or is offline. */
  async find(id: number, locale: Locale, now: Date): Promise<EventDetail | null> {
    const rows = await this.rowsOf.rows(id);
    if (!rows || rows.row.is_online !== 1) return null;
    const { row, genre, type, series, production, tags, authors, groups, slots, prices } = rows;
    const [seats, slotSeats] = await Promise.all([freeSeatsByGroup(this.db, [id], now), freeSeatsByTimeslot(this.db, slots, now)]);
    const groupItems = seatGroups(groups, seats, prices, slots, slotSeats, locale);
    const genreName = genre ? localised(genre, 'name', locale) : null;
    const typeName = type ? localised(type, 'name', locale) : null;
    const card = eventCard(
      { ...row, genre_de: genre?.name_de ?? null, genre_en: genre?.name_en ?? null, type_de: type?.name_de ?? null, type_en: type?.name_en ?? null },
      availability(eventSeatsOf(id, seats), row, now, this.limits.salesCloseMinutes),
      locale,
    );
    return {
      ...card,
      slug: row.slug,
      title: card.name,
      description: localised(row, 'description', locale),
      venue: {
        id: row.venue_id,
        name: card.venue,
        slug: row.venue_slug,
        link: detailLink('venues-slug-id', { id: row.venue_id, slug: row.venue_slug }, locale),
        address: { street: row.street, postal_code: row.postal_code, city: row.city },
      },
      room_obj: { id: row.room_id, name: card.room },
      authors: authors.map((a) => ({ id: a.id, name: `${a.first_name} ${a.last_name}`, link: detailLink('authors-slug-id', a, locale) })),
      production: production
        ? {
          id: production.id,
          title: localised(production, 'title', locale),
          link: detailLink('productions-slug-id', production, locale),
          show_booking_button: bool(production.show_booking_button),
        }
        : null,
      series: series
        ? { id: series.id, name: localised(series, 'name', locale), link: detailLink('series-slug-id', series, locale) }
        : null,
      tags: tags.map((t) => ({ id: t.id, name: localised(t, 'name', locale) })),
      genre: genreName,
      genre_obj: genre && genreName ? { id: genre.id, name: genreName } : null,
      exhibition_type: typeName,
      exhibition_type_obj: type && typeName ? { id: type.id, slug: type.slug, name: typeName } : null,
      id_jet: row.event_jet_id,
      ticket_url: row.ticket_url,
      seat_groups: groupItems,
      prices: groupItems.flatMap((g) => g.prices),
      ticket_limits: { per_price: this.limits.ticketsPerLine, per_event: this.limits.ticketsPerCartAndEvent },
      urls: detailUrls('events-slug-id', row),
    };
  }

  async get(id: number, locale: Locale, now: Date): Promise<EventDetail> {
    const detail = await this.find(id, locale, now);
    if (!detail) throw new NotFoundError('Event not found');
    return detail;
  }
}
