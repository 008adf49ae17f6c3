import { ADMIN_PAGE_SIZE, type AdminListItem, type AdminListQuery } from '@festival/shared/api-schemas/admin';
import type { Locale } from '@festival/shared/i18n/locales';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { pageOffset, pageRequest, type PageRequest } from '../common/paging';
import { FieldValidationError } from '../editing/editor-errors';
import { byName, rowFields } from './admin-read';
import { listFilters } from './admin-list-filters';
import type { AdminRow, AnyCollectionDefinition } from './collection-definition';
import { idList } from '../common/id-list';
import { containsPattern } from '../common/like-pattern';


function orderingOf(def: AnyCollectionDefinition, ordering: string | undefined, locale: Locale): { column: string; direction: 'asc' | 'desc' } {
  const chosen = ordering ?? def.defaultOrdering;
  const column = chosen.replace(/^-/, '');
  if (!def.orderings.includes(column)) throw new FieldValidationError([{ field: 'ordering', message: 'invalid' }], locale);
  return { column, direction: chosen.startsWith('-') ? 'desc' : 'asc' };
}

/** A page of a collection's rows, searched and ordered, as list items (fields without children, plus a label). */
export async function listObjects(
  db: Kysely<Database>, def: AnyCollectionDefinition, query: AdminListQuery, locale: Locale,
): Promise<{ paging: PageRequest; count: number; results: AdminListItem[] }> {
  const paging = pageRequest(query, ADMIN_PAGE_SIZE);
  const { column, direction } = orderingOf(def, query.ordering, locale);
  const q = query.q?.trim() ?? '';
  const ids = query.ids === undefined ? null : idList(query.ids);
  const filters = listFilters(def, query, locale);
  const base = byName(db).selectFrom(def.table).$if(q !== '', (select) => select.where((eb) => eb.or(
    def.search.map((searched) => sql<boolean>`lower(${sql.ref(searched)}) like ${containsPattern(q.toLowerCase())} escape '\\'`).map((condition) => eb.and([condition])),
  ))).$if(ids !== null, (select) => select.where('id', 'in', ids !== null && ids.length > 0 ? ids : [-1]))
    .$if(filters.length > 0, (select) => select.where((eb) => eb.and(filters.map((condition) => condition(eb)))));
  const counted = await base.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow();
  const stored = await base.selectAll().orderBy(column, direction).orderBy('id', direction)
    .limit(paging.pageSize).offset(pageOffset(paging)).execute() as AdminRow[];
  const rows = def.labelColumns ? await def.labelColumns(db, stored) : stored;
  return {
    paging,
    count: Number(counted.count),
    results: rows.map((row) => ({ ...rowFields(def, row), label: def.label(row) }) as AdminListItem),
  };
}
