import type { CollectionName, CollectionSpec } from './field-spec';
import { articleCategories, articles, articleTags, breakingNews, forms, menus, openingHours, pages, redirects } from './content-collections';
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
};

export function isCollectionName(value: string): value is CollectionName {
  return Object.hasOwn(COLLECTIONS, value);
}
