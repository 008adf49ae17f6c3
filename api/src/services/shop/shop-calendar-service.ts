import type { Availability } from '@festival/shared/api-schemas/programme';
import type { ShopCalendar, ShopCalendarDay } from '@festival/shared/api-schemas/shop';
import type { Locale } from '@festival/shared/i18n/locales';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { berlinDay, berlinInstant } from '@festival/shared/format/berlin-time';
import { availability } from '../programme/event-availability';
import { detailLink } from '../programme/programme-links';
import { freeSeatsByEvent } from './availability-repository';

/**
 * A day is as good as its best event: green if any is available, pink only when none can be
 * booked; a day whose events have all closed their sales says so (not "available").
 */
const RANK: Record<Availability, number> = { available: 0, limited: 1, free: 2, sold_out: 3, sales_closed: 4, cancelled: 5 };

function shiftMonth(month: string, by: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, number - 1 + by, 1));
  return date.toISOString().slice(0, 7);
}

/** The shop calendar (spec §9 colours): every ticketed event of one Berlin month with its availability. */
export async function shopCalendar(
  db: Kysely<Database>, month: string | undefined, now: Date, locale: Locale, salesCloseMinutes: number,
): Promise<ShopCalendar> {
  const current = month ?? berlinDay(now).slice(0, 7);
  const from = berlinInstant(`${current}-01`).toISOString();
  const to = berlinInstant(`${shiftMonth(current, 1)}-01`).toISOString();
  const rows = await db.selectFrom('events')
    .select(['id', 'slug', 'title_de', 'title_en', 'date_start', 'ticket_url', 'is_cancelled'])
    .where('is_online', '=', 1).where('event_jet_id', 'is not', null)
    .where('date_start', '>=', from).where('date_start', '<', to)
    .orderBy('date_start').orderBy('id').execute();
  const seats = await freeSeatsByEvent(db, rows.map((row) => row.id), now);
  const days = new Map<string, ShopCalendarDay>();
  for (const row of rows) {
    const date = berlinDay(new Date(row.date_start));
    const state = availability(seats.get(row.id), row, now, salesCloseMinutes);
    const day = days.get(date) ?? { date, availability: 'cancelled' as Availability, events: [] };
    if (RANK[state] < RANK[day.availability]) day.availability = state;
    day.events.push({
      id: row.id,
      title: locale === 'en' ? row.title_en : row.title_de,
      date_start: row.date_start,
      link: detailLink('events-slug-id', row, locale),
      ticket_url: row.ticket_url,
      availability: state,
    });
    days.set(date, day);
  }
  return { month: current, previous: shiftMonth(current, -1), next: shiftMonth(current, 1), days: [...days.values()] };
}
