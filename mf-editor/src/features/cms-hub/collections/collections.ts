import type { CollectionName, CollectionSpec } from './field-spec';
import { articleCategories, articles, articleTags, breakingNews, forms, menus, openingHours, openingHoursExceptions, pages, redirects } from './content-collections';
import { events, persons, productions, rooms, series, venues } from './programme-collections';

/** Every collection of the admin API, in the order the hub lists them. */
export const COLLECTIONS: Record<CollectionName, CollectionSpec> = {
  events,
  persons,
  productions,
  series,
  venues,
  rooms,
  articles,
  'article-categories': articleCategories,
  'article-tags': articleTags,
  pages,
  menus,
  forms,
  redirects,
  'breaking-news': breakingNews,
  'opening-hours': openingHours,
  'opening-hours-exceptions': openingHoursExceptions,
};
