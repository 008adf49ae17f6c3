import type { SeriesDetail, VenueCard, VenueDetail } from '@festival/shared/api-schemas/programme';
import type { Locale } from '@festival/shared/i18n/locales';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { berlinDay, berlinInstant } from '@festival/shared/format/berlin-time';
import { NotFoundError } from '../common/http-errors';
import { imageThumbnails } from '../common/image-thumbnails';
import { localised } from '../common/localise';
import { bool } from '../common/stored-values';
import { eventCards } from './event-cards';
import { EventRepository } from './event-repository';
import { imageObj } from './programme-images';
import { detailLink, detailUrls } from './programme-links';
import { firstSentence, PROGRAMME_TEXTS } from './programme-texts';
import { VenueRepository } from './venue-repository';

const UPCOMING_EVENTS = 20;
const SERIES_EVENTS = 50;

type VenueRow = NonNullable<Awaited<ReturnType<VenueRepository['venue']>>>;

/** The venue on openstreetmap.org with a marker, zoomed to street level; none before its coordinates are known. */
function mapUrl(lat: number | null, lng: number | null): string | null {
  if (lat === null || lng === null) return null;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
}

function venueCard(row: VenueRow, locale: Locale): VenueCard {
  const name = localised(row, 'name', locale);
  return {
    id: row.id,
    name,
    headline: name,
    slug: row.slug,
    link: detailLink('venues-slug-id', row, locale),
    preline: '',
    subline: `${row.street}, ${row.postal_code} ${row.city}`,
    link_text: PROGRAMME_TEXTS[locale].moreLinkText,
    image_obj: imageObj(row.image, name),
    image_thumbnails: imageThumbnails(row.image),
    address: { street: row.street, postal_code: row.postal_code, city: row.city },
    lat: row.lat,
    lng: row.lng,
  };
}

/** Venues and series: small catalogues, each detail with the upcoming programme. */
export class VenueService {
  private readonly venues: VenueRepository;
  private readonly events: EventRepository;

  /** `salesCloseMinutes`: when ticket sales close before an event's start (SHOP_SALES_CLOSE_MINUTES), for its availability. */
  constructor(private readonly db: Kysely<Database>, private readonly salesCloseMinutes: number) {
    this.venues = new VenueRepository(db);
    this.events = new EventRepository(db);
  }

  async list(locale: Locale): Promise<VenueCard[]> {
    return (await this.venues.venues()).map((row) => venueCard(row, locale));
  }

  async findVenue(id: number, locale: Locale, now: Date): Promise<VenueDetail | null> {
    const row = await this.venues.venue(id);
    if (!row || row.is_online !== 1) return null;
    const rooms = await this.venues.roomsOf(id);
    const eventRows = await this.events.upcomingCards('events.room_id', rooms.map((r) => r.id), now.toISOString(), UPCOMING_EVENTS);
    return {
      ...venueCard(row, locale),
      description: localised(row, 'description', locale),
      rooms: rooms.map((r) => ({ id: r.id, name: localised(r, 'name', locale) })),
      map_url: mapUrl(row.lat, row.lng),
      events: await eventCards(this.db, eventRows, locale, now, this.salesCloseMinutes),
      urls: detailUrls('venues-slug-id', row),
    };
  }

  async getVenue(id: number, locale: Locale, now: Date): Promise<VenueDetail> {
    const detail = await this.findVenue(id, locale, now);
    if (!detail) throw new NotFoundError('Venue not found');
    return detail;
  }

  async findSeries(id: number, locale: Locale, now: Date): Promise<SeriesDetail | null> {
    const row = await this.venues.series(id);
    if (!row || row.is_online !== 1) return null;
    const name = localised(row, 'name', locale);
    const description = localised(row, 'description', locale);
    const from = berlinInstant(berlinDay(now)).toISOString();
    const eventRows = await this.events.upcomingCards('events.series_id', [id], from, SERIES_EVENTS);
    return {
      id: row.id,
      name,
      headline: name,
      slug: row.slug,
      link: detailLink('series-slug-id', row, locale),
      preline: '',
      subline: firstSentence(description),
      link_text: PROGRAMME_TEXTS[locale].moreLinkText,
      image_obj: imageObj(row.image, name),
      image_thumbnails: imageThumbnails(row.image),
      description,
      show_in_filter: bool(row.show_in_filter),
      events: await eventCards(this.db, eventRows, locale, now, this.salesCloseMinutes),
      urls: detailUrls('series-slug-id', row),
    };
  }

  async getSeries(id: number, locale: Locale, now: Date): Promise<SeriesDetail> {
    const detail = await this.findSeries(id, locale, now);
    if (!detail) throw new NotFoundError('Series not found');
    return detail;
  }
}
