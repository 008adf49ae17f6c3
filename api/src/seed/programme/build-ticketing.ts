import { webshopPath } from '@festival/shared/routes/webshop-paths';
import type { NewEvent } from '../../db/tables/events.table';
import type { NewEventEventTag } from '../../db/tables/event-event-tags.table';
import type { NewPrice } from '../../db/tables/prices.table';
import type { NewSeatGroup } from '../../db/tables/seat-groups.table';
import type { NewTimeslot } from '../../db/tables/timeslots.table';
import type { SeededRandom } from '../common/seeded-random';
import { ROOMS } from './build-events';
import { DISCOUNTS, EVENT_TAGS, EXHIBITION_TYPES, FULL_PRICE, SEAT_GROUPS } from './catalogue-vocabulary';

export interface TicketingPlan {
  seatGroups: NewSeatGroup[];
  prices: NewPrice[];
  timeslots: NewTimeslot[];
  freeTags: NewEventEventTag[];
}

const FULL_PRICES: Record<string, number[]> = {
  lesung: [12, 15, 18],
  gespraech: [10, 12],
  performance: [18, 22, 25],
  workshop: [8, 10],
};
const JET_ID_BASE = 480000;

function money(amount: number): string {
  return (Math.max(3, Math.round(amount * 2) / 2)).toFixed(2);
}

/**
 * Seat groups with prices for ticketed events (the first price of a group is the full
 * price, spec §9), time slots for workshops and some performances, and free admission
 * without seat groups for about one event in ten. A few events are sold out or nearly so.
 */
export function buildTicketing(rng: SeededRandom, events: NewEvent[]): TicketingPlan {
  const plan: TicketingPlan = { seatGroups: [], prices: [], timeslots: [], freeTags: [] };
  const freeTag = EVENT_TAGS.findIndex((t) => t.slug === 'eintritt-frei') + 1;
  for (const event of events) {
    const kind = EXHIBITION_TYPES[(event.exhibition_type_id ?? 1) - 1]?.slug ?? 'lesung';
    if (!event.production_id && rng.chance(0.1)) {
      plan.freeTags.push({ event_id: event.id, event_tag_id: freeTag });
      continue;
    }
    event.event_jet_id = JET_ID_BASE + event.id;
    event.ticket_url = webshopPath({ name: 'event', jet: event.event_jet_id });
    const room = ROOMS[event.room_id - 1];
    const roomCapacity = room?.capacity ?? 60;
    const soldOut = rng.chance(0.07);
    const nearlyFull = !soldOut && rng.chance(0.1);
    const groups = kind === 'workshop'
      ? [{ seat: SEAT_GROUPS[2], share: 0 }]
      : roomCapacity >= 150 ? [{ seat: SEAT_GROUPS[0], share: 0.7 }, { seat: SEAT_GROUPS[1], share: 0.3 }] : [{ seat: SEAT_GROUPS[2], share: 1 }];
    const full = rng.pick(FULL_PRICES[kind] ?? [12]);
    const discounts = rng.sample(DISCOUNTS, rng.int(0, 2)).sort((a, b) => b.factor - a.factor);
    groups.forEach(({ seat, share }, sort) => {
      if (!seat) return;
      const id = plan.seatGroups.length + 1;
      const capacity = kind === 'workshop' ? rng.int(12, 20) : Math.round(roomCapacity * share);
      plan.seatGroups.push({
        id,
        event_id: event.id,
        name_de: seat.name.de,
        name_en: seat.name.en,
        text_de: seat.text.de,
        text_en: seat.text.en,
        capacity: nearlyFull ? rng.int(2, 9) : capacity,
        is_available: soldOut ? 0 : 1,
        sort,
      });
      const groupFull = full - sort * 4;
      plan.prices.push({
        id: plan.prices.length + 1, seat_group_id: id, sale_type_id: 1, amount: money(groupFull),
        text_de: FULL_PRICE.de, text_en: FULL_PRICE.en, name_de: FULL_PRICE.de, name_en: FULL_PRICE.en, sort: 0,
      });
      discounts.forEach((discount, index) => plan.prices.push({
        id: plan.prices.length + 1,
        seat_group_id: id,
        sale_type_id: DISCOUNTS.indexOf(discount) + 2,
        amount: money(groupFull * discount.factor),
        text_de: discount.text.de,
        text_en: discount.text.en,
        name_de: discount.name.de,
        name_en: discount.name.en,
        sort: index + 1,
      }));
    });
    if (kind === 'workshop' || (kind === 'performance' && rng.chance(0.3))) {
      const start = new Date(event.date_start).getTime();
      const count = rng.int(3, 4);
      for (let n = 0; n < count; n += 1) {
        const id = plan.timeslots.length + 1;
        plan.timeslots.push({
          id,
          event_id: event.id,
          time_start: new Date(start + n * 30 * 60000).toISOString(),
          block_id: 9000 + id,
          capacity: soldOut || (n === 0 && rng.chance(0.3)) ? 0 : 20,
        });
      }
    }
  }
  return plan;
}
