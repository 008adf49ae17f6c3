import {
  AdminEventTag, AdminExhibitionType, AdminGenre, AdminProductionTag, AdminSaleType, AdminSeason,
} from '@festival/shared/api-schemas/admin-programme';
import { sql } from 'kysely';
import { slugify } from '../../../seed/common/slugify';
import { AdminConflictError } from '../admin-errors';
import type { AdminTable, CollectionDefinition, WriteChange } from '../collection-definition';
import { programmeChange } from './programme-announcements';

/** The vocabularies the programme's filters offer, named in both languages and ordered by `sort`. */
function namedOption(name: CollectionDefinition['name'], entity: string, table: AdminTable, schema: CollectionDefinition['schema']): CollectionDefinition {
  return {
    name,
    entity,
    table,
    schema,
    label: (row) => String(row.name_de),
    search: ['name_de', 'name_en', 'slug'],
    orderings: ['sort', 'name_de', 'name_en', 'id'],
    defaultOrdering: 'sort',
    slugs: [{ column: 'slug', from: (option) => slugify(String(option.name_de)) }],
    announce: programmeChange(entity, null),
  };
}

export const exhibitionTypesCollection = namedOption('exhibition-types', 'exhibition_type', 'exhibition_types', AdminExhibitionType);
export const genresCollection = namedOption('genres', 'genre', 'genres', AdminGenre);
export const eventTagsCollection = namedOption('tags', 'event_tag', 'event_tags', AdminEventTag);
export const productionTagsCollection = namedOption('production-tags', 'production_tag', 'production_tags', AdminProductionTag);
export const seasonsCollection: CollectionDefinition = {
  ...namedOption('seasons', 'season', 'seasons', AdminSeason),
  orderings: ['date_start', 'sort', 'name_de', 'id'],
  defaultOrdering: '-date_start',
  rules: (season) => (new Date(String(season.date_end)) < new Date(String(season.date_start)) ? [{ field: 'date_end', message: 'endBeforeStart' }] : []),
};

/** Prices name their sale type without a foreign key (the box office's id), so a used one is kept here. */
async function saleTypeInUse(tx: Parameters<NonNullable<CollectionDefinition['guard']>>[0], change: WriteChange): Promise<void> {
  if (change.after) return;
  const used = await tx.selectFrom('prices').select(sql<number>`count(*)`.as('count')).where('sale_type_id', '=', change.id).executeTakeFirst();
  if (Number(used?.count ?? 0) > 0) throw new AdminConflictError('Prices still use this sale type; change them first.');
}

export const saleTypesCollection: CollectionDefinition = {
  name: 'sale-types',
  entity: 'sale_type',
  table: 'sale_types',
  schema: AdminSaleType,
  label: (row) => String(row.name_de),
  search: ['name_de', 'name_en'],
  orderings: ['sort', 'id', 'name_de'],
  defaultOrdering: 'sort',
  guard: saleTypeInUse,
  announce: programmeChange('sale_type', null),
};
