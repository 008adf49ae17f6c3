import type { CollectionDefinition } from './collection-definition';
import { articleCategoriesCollection } from './collections/article-categories.collection';
import { articleTagsCollection } from './collections/article-tags.collection';
import { articlesCollection } from './collections/articles.collection';
import { breakingNewsCollection } from './collections/breaking-news.collection';
import { eventsCollection } from './collections/events.collection';
import { formsCollection } from './collections/forms.collection';
import { menusCollection } from './collections/menus.collection';
import { openingHoursCollection, openingHoursExceptionsCollection } from './collections/opening-hours.collection';
import { pagesCollection } from './collections/pages.collection';
import { personsCollection } from './collections/persons.collection';
import { productionsCollection } from './collections/productions.collection';
import {
  eventTagsCollection, exhibitionTypesCollection, genresCollection, productionTagsCollection, saleTypesCollection, seasonsCollection,
} from './collections/programme-options.collection';
import { redirectsCollection } from './collections/redirects.collection';
import { roomsCollection } from './collections/rooms.collection';
import { seriesCollection } from './collections/series.collection';
import { venuesCollection } from './collections/venues.collection';

/** Every collection of the admin API, in the hub's order; the routes are made from this list. */
export const ADMIN_COLLECTION_DEFINITIONS: CollectionDefinition[] = [
  eventsCollection,
  personsCollection,
  productionsCollection,
  venuesCollection,
  roomsCollection,
  seriesCollection,
  exhibitionTypesCollection,
  genresCollection,
  eventTagsCollection,
  productionTagsCollection,
  seasonsCollection,
  saleTypesCollection,
  articlesCollection,
  articleCategoriesCollection,
  articleTagsCollection,
  pagesCollection,
  menusCollection,
  formsCollection,
  redirectsCollection,
  breakingNewsCollection,
  openingHoursCollection,
  openingHoursExceptionsCollection,
];

