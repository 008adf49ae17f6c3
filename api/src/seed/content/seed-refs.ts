import type { Transaction } from 'kysely';
import { href } from '@festival/shared/routes/route-table';
import type { Database } from '../../db/database';
import { l, type Text } from './bilingual';

/** Ids and dates the content seed links to: programme rows seeded before it, and its own fixed ids. */
export interface SeedRefs {
  now: Date;
  venueIds: number[];
  venueLink: (index: number) => Text;
  eventTagId: number | null;
  forms: { contact: number; newsletter: number };
  /** ISO instant n days before / after the seed runs. */
  daysAgo: (n: number) => string;
  daysAhead: (n: number) => string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export async function loadSeedRefs(trx: Transaction<Database>, now: Date): Promise<SeedRefs> {
  const venues = await trx.selectFrom('venues').select(['id', 'slug']).where('is_online', '=', 1).orderBy('id').execute();
  const tag = await trx.selectFrom('event_tags').select('id').orderBy('sort').orderBy('id').executeTakeFirst();
  return {
    now,
    venueIds: venues.map((venue) => venue.id),
    venueLink: (index) => {
      const venue = venues[index];
      if (!venue) return l('', '');
      const params = { slug: venue.slug, id: String(venue.id) };
      return l(href('venues-slug-id', params, 'de'), href('venues-slug-id', params, 'en'));
    },
    eventTagId: tag?.id ?? null,
    forms: { contact: 1, newsletter: 2 },
    daysAgo: (n) => new Date(now.getTime() - n * DAY_MS).toISOString(),
    daysAhead: (n) => new Date(now.getTime() + n * DAY_MS).toISOString(),
  };
}
