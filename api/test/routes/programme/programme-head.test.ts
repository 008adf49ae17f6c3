import { matchRoute, type RouteMatch } from '@festival/shared/routes/route-table';
import { programmeHeadResolvers } from '../../../src/documents/head/programme-head';
import { useTestApp } from '../../helpers/test-app';

const t = useTestApp();

async function eventJsonLd(id: number, slug: string) {
  const match = matchRoute(`/de/programm/${slug}/${id}`) as RouteMatch;
  const data = await programmeHeadResolvers['events-slug-id']!(t.app, match);
  const ld = data?.jsonLd?.[0] as Record<string, unknown> & { offers: Array<Record<string, unknown>> };
  expect(ld).toMatchObject({ '@type': 'Event', eventStatus: 'https://schema.org/EventScheduled' });
  return ld;
}

function onlineEvents() {
  return t.db.kysely.selectFrom('events').select(['events.id', 'events.slug']).where('events.is_online', '=', 1).orderBy('events.id');
}

test('a ticketed event offers each price in euros with its availability, and its place', async () => {
  // an event still on sale: the seed's first day has begun before the test runs
  const event = await onlineEvents().where('events.date_start', '>', t.app.clock().toISOString())
    .where((eb) => eb.exists(eb.selectFrom('seat_groups').select('id').whereRef('seat_groups.event_id', '=', 'events.id')
      .where('is_available', '=', 1).where('capacity', '>', 20)))
    .executeTakeFirstOrThrow();
  const prices = await t.db.kysely.selectFrom('prices').innerJoin('seat_groups', 'seat_groups.id', 'prices.seat_group_id')
    .select('prices.amount').where('seat_groups.event_id', '=', event.id).orderBy('seat_groups.sort').orderBy('seat_groups.id')
    .orderBy('prices.sort').orderBy('prices.id').execute();
  const ld = await eventJsonLd(event.id, event.slug);
  expect(ld.offers.map((offer) => offer.price)).toEqual(prices.map((p) => p.amount));
  for (const offer of ld.offers) {
    expect(offer).toMatchObject({ '@type': 'Offer', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' });
  }
  expect(ld.location).toMatchObject({ '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: 'DE' } });
});

test('a sold-out event says SoldOut in every offer', async () => {
  const event = await onlineEvents()
    .where((eb) => eb.exists(eb.selectFrom('seat_groups').select('id').whereRef('seat_groups.event_id', '=', 'events.id')))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('seat_groups').select('id')
      .whereRef('seat_groups.event_id', '=', 'events.id').where('is_available', '=', 1))))
    .executeTakeFirstOrThrow();
  const ld = await eventJsonLd(event.id, event.slug);
  expect(ld.offers.length).toBeGreaterThan(0);
  for (const offer of ld.offers) expect(offer.availability).toBe('https://schema.org/SoldOut');
});
