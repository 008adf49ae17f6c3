import type { EventCard, EventDetail } from '@festival/shared/api-schemas/programme';
import type { ParcelProps } from '@festival/shared/types/parcel-props';

/** Test data in the api's shapes. */

export function eventCard(id: number, name: string, dateStart: string): EventCard {
  return {
    id, name, link: `/de/programm/${name.toLowerCase()}/${id}`, preline: '', subline: '', headline: name, link_text: '',
    image_obj: null, image_thumbnails: null, date_start: dateStart, date_end: dateStart, room: 'Saal', venue: 'Literaturhaus',
    genre: null, exhibition_type: 'Lesung', availability: 'available',
  };
}

export function eventDetail(overrides: Partial<EventDetail> = {}): EventDetail {
  const card = eventCard(12, 'Nachtfähre', '2026-11-21T18:30:00.000Z');
  return {
    ...card, slug: 'nachtfaehre', title: 'Nachtfähre', description: '<p>Ein Abend.</p>',
    venue: { id: 3, name: 'Literaturhaus', slug: 'literaturhaus', link: '/de/veranstaltungsorte/literaturhaus/3', address: { street: 'Fraenkelufer 38', postal_code: '10999', city: 'Berlin' } },
    room: 'Kaminzimmer', room_obj: { id: 1, name: 'Kaminzimmer' },
    authors: [{ id: 5, name: 'Günther Jäger', link: '/de/autorinnen/guenther-jaeger/5' }],
    production: { id: 2, title: 'Nachtlese live', link: '/de/produktionen/nachtlese-live/2', show_booking_button: false },
    series: null, tags: [], genre: null, genre_obj: null, exhibition_type: 'Lesung', exhibition_type_obj: null, id_jet: 77,
    ticket_url: 'https://shop.example/events/77',
    seat_groups: [],
    prices: [
      { id: 1, price: '12.00', sale_type_id: 1, seat_group: 1, text: 'Vollpreis', name: 'Vollpreis', has_discounts: true },
      { id: 2, price: '7.50', sale_type_id: 2, seat_group: 1, text: 'Ermäßigt', name: 'Ermäßigt', has_discounts: false },
    ],
    ticket_limits: { per_price: 20, per_event: 30 },
    urls: { de: '/de/programm/nachtfaehre/12', en: '/en/programme/night-ferry/12' },
    ...overrides,
  };
}

export function parcelProps(overrides: Partial<ParcelProps> = {}): ParcelProps {
  return { locale: 'de', routeName: 'events', params: {}, query: {}, navigate: jest.fn(), user: null, ...overrides };
}
