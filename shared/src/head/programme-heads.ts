import type { EventDetail, PersonDetail, ProductionDetail, SeriesDetail, VenueDetail } from '../api-schemas/programme';
import type { Locale } from '../i18n/locales';
import type { HeadData } from './head-data';
import { eventJsonLd } from './json-ld';
import { metaDescription } from './meta-description';
import { eventTitle, namedTitle, personTitle, productionTitle } from './object-titles';

/**
 * The heads of the programme's detail pages, built from the objects their pages load: the remote's
 * server expose builds the document's head from the data it rendered with, so the object is read once.
 */

interface DetailObject {
  urls: Record<Locale, string>;
  image_obj: { url: string } | null;
}

function detailHead(object: DetailObject, title: string, description: string): HeadData {
  const image = object.image_obj?.url ?? null;
  return { title, description: metaDescription(description), image, lcpImage: image, ogType: 'website', alternates: object.urls };
}

export const eventHead = (event: EventDetail, locale: Locale): HeadData => ({
  ...detailHead(event, eventTitle(event), event.description),
  ogType: 'event',
  jsonLd: [eventJsonLd(event, locale)],
});

export const productionHead = (production: ProductionDetail): HeadData => detailHead(production, productionTitle(production), production.description);

export const personHead = (person: PersonDetail): HeadData => detailHead(person, personTitle(person), person.bio);

export const venueHead = (venue: VenueDetail): HeadData => detailHead(venue, namedTitle(venue), venue.description);

export const seriesHead = (series: SeriesDetail): HeadData => detailHead(series, namedTitle(series), series.description);
