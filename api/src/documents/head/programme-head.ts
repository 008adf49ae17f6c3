import type { Locale } from '@festival/shared/i18n/locales';
import type { RouteName } from '@festival/shared/routes/route-table';
import type { FastifyInstance } from 'fastify';
import type { HeadData } from '@festival/shared/head/head-data';
import type { HeadResolver } from './head-types';
import { staticPage } from './static-head';
import { eventHead, personHead, productionHead, seriesHead, venueHead } from '@festival/shared/head/programme-heads';
import { routeId } from '../route-id';

/**
 * A detail page's head read from its service. The remote's server expose builds the same head from
 * the data it rendered with (shared/head/programme-heads.ts); this read is for a document whose
 * slot was not rendered on the server (no server build, a failing or slow remote).
 */
function detailPage<T>(find: (app: FastifyInstance, id: number, locale: Locale) => Promise<T | null>, head: (object: T, locale: Locale) => HeadData): HeadResolver {
  return async (app, match) => {
    const id = routeId(match.params.id);
    if (id === null) return null;
    const object = await find(app, id, match.locale);
    return object && head(object, match.locale);
  };
}

/** Heads of the programme routes; detail pages of unknown or offline objects are 404 documents. */
export const programmeHeadResolvers: Partial<Record<RouteName, HeadResolver>> = {
  events: staticPage('events'),
  productions: staticPage('productions'),
  authors: staticPage('authors'),
  'events-slug-id': detailPage((app, id, locale) => app.programme.eventDetails.find(id, locale, app.clock()), eventHead),
  'productions-slug-id': detailPage((app, id, locale) => app.programme.productions.find(id, locale, app.clock()), productionHead),
  'authors-slug-id': detailPage((app, id, locale) => app.programme.persons.find(id, locale, app.clock()), personHead),
  'venues-slug-id': detailPage((app, id, locale) => app.programme.venues.findVenue(id, locale, app.clock()), venueHead),
  'series-slug-id': detailPage((app, id, locale) => app.programme.venues.findSeries(id, locale, app.clock()), seriesHead),
};
