import type { CollectionName, CollectionSpec } from './field-spec';
import { articleCategories, articles, articleTags, breakingNews, forms, menus, openingHours, openingHoursExceptions, pages, redirects } from './content-collections';
import {
  events, exhibitionTypes, genres, persons, productions, productionTags, rooms, saleTypes, seasons, series, tags, venues,
} from './programme-collections';
import { collectionSpec } from './schema-fields';

/** Every collection of the admin API, in the order the hub lists them. */
export const COLLECTIONS: Record<CollectionName, CollectionSpec> = Object.fromEntries(
  [
    events, persons, productions, series, venues, rooms, exhibitionTypes, genres, tags, productionTags, seasons, saleTypes,
    articles, articleCategories, articleTags, pages, menus, forms, redirects, breakingNews, openingHours, openingHoursExceptions,
  ].map((layout) => [layout.name, collectionSpec(layout)]),
) as Record<CollectionName, CollectionSpec>;
