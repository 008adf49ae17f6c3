import {
  AdminEvent, AdminEventTag, AdminExhibitionType, AdminGenre, AdminPerson, AdminProduction, AdminProductionTag, AdminRoom, AdminSaleType,
  AdminSeason, AdminSeries, AdminVenue,
} from '@festival/shared/api-schemas/admin-programme';
import type { CollectionLayout } from './field-spec';

/** Slugs are assigned by the server from the German title or name. */
const SLUG = ['slug'];

export const events: CollectionLayout = {
  name: 'events',
  schema: AdminEvent,
  columns: ['title_de', 'date_start', 'is_online'],
  orderings: ['title_de', 'date_start'],
  publicRoute: 'events-slug-id',
  hidden: SLUG,
};

export const persons: CollectionLayout = {
  name: 'persons',
  schema: AdminPerson,
  columns: ['last_name', 'first_name', 'is_online'],
  orderings: ['last_name', 'first_name'],
  publicRoute: 'authors-slug-id',
  hidden: SLUG,
};

export const productions: CollectionLayout = {
  name: 'productions',
  schema: AdminProduction,
  columns: ['title_de', 'is_online'],
  orderings: ['title_de'],
  publicRoute: 'productions-slug-id',
  hidden: SLUG,
};

export const series: CollectionLayout = {
  name: 'series',
  schema: AdminSeries,
  columns: ['name_de', 'is_online', 'sort'],
  orderings: ['name_de', 'sort'],
  publicRoute: 'series-slug-id',
  hidden: SLUG,
};

export const venues: CollectionLayout = {
  name: 'venues',
  schema: AdminVenue,
  columns: ['name_de', 'city', 'is_online'],
  orderings: ['name_de', 'city'],
  publicRoute: 'venues-slug-id',
  hidden: SLUG,
};

export const rooms: CollectionLayout = {
  name: 'rooms',
  schema: AdminRoom,
  columns: ['name_de', 'capacity'],
  orderings: ['name_de', 'capacity'],
  first: ['name_de', 'name_en'],
};

/** The programme's filter vocabularies: a name in both languages and a place in the filter. */
const vocabulary = (name: CollectionLayout['name'], schema: CollectionLayout['schema'], columns: string[] = ['name_de', 'name_en', 'sort']): CollectionLayout => ({
  name, schema, columns, orderings: ['name_de', 'sort'], hidden: SLUG,
});

export const exhibitionTypes = vocabulary('exhibition-types', AdminExhibitionType);
export const genres = vocabulary('genres', AdminGenre);
export const tags = vocabulary('tags', AdminEventTag, ['name_de', 'show_in_filter', 'sort']);
export const productionTags = vocabulary('production-tags', AdminProductionTag);
export const seasons: CollectionLayout = { ...vocabulary('seasons', AdminSeason, ['name_de', 'date_start', 'date_end']), orderings: ['date_start', 'name_de'] };
export const saleTypes: CollectionLayout = { name: 'sale-types', schema: AdminSaleType, columns: ['name_de', 'id', 'sort'], orderings: ['sort', 'id', 'name_de'] };
