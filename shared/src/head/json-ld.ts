import type { Availability, EventDetail } from '../api-schemas/programme';
import type { Locale } from '../i18n/locales';
import { href } from '@festival/shared/routes/route-table';
import { HEAD_TEXTS } from './head-texts';
import type { BreadcrumbItem } from './head-data';

const AVAILABILITY = {
  available: 'https://schema.org/InStock',
  limited: 'https://schema.org/LimitedAvailability',
  sold_out: 'https://schema.org/SoldOut',
  // Sales have closed: no tickets are offered any more, though the event takes place.
  sales_closed: 'https://schema.org/OutOfStock',
  free: 'https://schema.org/InStock',
  cancelled: 'https://schema.org/Discontinued',
} as const satisfies Record<Availability, string>;

/*
 * JSON-LD is built with root-relative paths; the document renderer makes every "/…" string
 * absolute for the request's origin.
 */

/** WebSite with a SearchAction on the search route (spec §2: template q={search_term_string}). */
export function websiteJsonLd(locale: Locale): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: HEAD_TEXTS[locale].siteName,
    url: href('index', {}, locale),
    inLanguage: locale,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${href('search', {}, locale)}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** schema.org BreadcrumbList: the steps from the home page to the page itself. */
export function breadcrumbJsonLd(items: BreadcrumbItem[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.path })),
  };
}

export function eventJsonLd(event: EventDetail, locale: Locale): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.description,
    startDate: event.date_start,
    endDate: event.date_end,
    url: event.link,
    inLanguage: locale,
    eventStatus: event.availability === 'cancelled' ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    image: event.image_obj ? [event.image_obj.url] : [],
    location: {
      '@type': 'Place',
      name: `${event.venue.name}, ${event.room}`,
      address: {
        '@type': 'PostalAddress',
        streetAddress: event.venue.address.street,
        postalCode: event.venue.address.postal_code,
        addressLocality: event.venue.address.city,
        addressCountry: 'DE',
      },
    },
    performer: event.authors.map((author) => ({ '@type': 'Person', name: author.name, url: author.link })),
    organizer: { '@type': 'Organization', name: HEAD_TEXTS[locale].siteName, url: href('index', {}, locale) },
    offers: event.prices.map((price) => ({
      '@type': 'Offer',
      name: price.name,
      price: price.price,
      priceCurrency: 'EUR',
      availability: AVAILABILITY[event.availability],
      url: event.ticket_url || event.link,
    })),
  };
}
