import type { Locale } from '@festival/shared/i18n/locales';
import type { RouteMatch, RouteName } from '@festival/shared/routes/route-table';
import type { FastifyInstance } from 'fastify';
import { localisedUrls } from '../../services/programme/programme-links';
import type { HeadData, HeadResolver } from './head-types';
import { HEAD_TEXTS } from '@festival/shared/head/head-texts';
import { eventTitle, namedTitle, personTitle, productionTitle } from '@festival/shared/head/object-titles';
import { pageTitle } from '@festival/shared/head/page-title';
import { metaDescription } from './head-texts';
import { eventJsonLd } from './json-ld';
import { routeId } from '../route-id';

function listPage(name: 'events' | 'productions' | 'authors'): HeadResolver {
  return async (_app, match) => {
    const text = HEAD_TEXTS[match.locale].pages[name];
    return { title: pageTitle(match) ?? text.title, description: text.description, ogType: 'website', alternates: localisedUrls(name, {}) };
  };
}

function detailPage<T extends { urls: Record<Locale, string>; image_obj: { url: string } | null }>(
  find: (app: FastifyInstance, id: number, locale: Locale) => Promise<T | null>,
  title: (object: T) => string,
  describe: (object: T) => string,
  extra: (object: T, app: FastifyInstance, match: RouteMatch) => Partial<HeadData> = () => ({}),
): HeadResolver {
  return async (app, match) => {
    const id = routeId(match.params.id);
    if (id === null) return null;
    const object = await find(app, id, match.locale);
    if (!object) return null;
    return {
      title: title(object),
      description: metaDescription(describe(object)),
      image: object.image_obj?.url ?? null,
      lcpImage: object.image_obj?.url ?? null,
      ogType: 'website',
      alternates: object.urls,
      ...extra(object, app, match),
    };
  };
}

/** Heads of the programme routes; detail pages of unknown or offline objects are 404 documents. */
export const programmeHeadResolvers: Partial<Record<RouteName, HeadResolver>> = {
  events: listPage('events'),
  productions: listPage('productions'),
  authors: listPage('authors'),
  'events-slug-id': detailPage(
    (app, id, locale) => app.programme.eventDetails.find(id, locale, app.clock()),
    (event) => eventTitle(event),
    (event) => event.description,
    (event, _app, match) => ({ ogType: 'event', jsonLd: [eventJsonLd(event, match.locale)] }),
  ),
  'productions-slug-id': detailPage(
    (app, id, locale) => app.programme.productions.find(id, locale, app.clock()),
    (production) => productionTitle(production),
    (production) => production.description,
  ),
  'authors-slug-id': detailPage(
    (app, id, locale) => app.programme.persons.find(id, locale, app.clock()),
    (person) => personTitle(person),
    (person) => person.bio,
  ),
  'venues-slug-id': detailPage(
    (app, id, locale) => app.programme.venues.findVenue(id, locale, app.clock()),
    (venue) => namedTitle(venue),
    (venue) => venue.description,
  ),
  'series-slug-id': detailPage(
    (app, id, locale) => app.programme.venues.findSeries(id, locale, app.clock()),
    (series) => namedTitle(series),
    (series) => series.description,
  ),
};
