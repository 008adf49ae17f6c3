import { ADMIN_PAGE_SIZE, type AdminListItem, type AdminListQuery } from '@festival/shared/api-schemas/admin';
import type { Locale } from '@festival/shared/i18n/locales';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { pageOffset, pageRequest, type PageRequest } from '../common/paging';
import { FieldValidationError } from '../editing/editor-errors';
import { byName, rowFields } from './admin-read';
import type { AdminRow, AnyCollectionDefinition } from './collection-definition';

/** `%`, `_` and the escape character itself match literally in a search. */
function likePattern(query: string): string {
  return `%${query.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

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
  const base = byName(db).selectFrom(def.table).$if(q !== '', (select) => select.where((eb) => eb.or(
    def.search.map((searched) => sql<boolean>`lower(${sql.ref(searched)}) like ${likePattern(q)} escape '\\'`).map((condition) => eb.and([condition])),
  )));
  const counted = await base.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow();
  const rows = await base.selectAll().orderBy(column, direction).orderBy('id', direction)
    .limit(paging.pageSize).offset(pageOffset(paging)).execute() as AdminRow[];
  return {
    paging,
    count: Number(counted.count),
    results: rows.map((row) => ({ ...rowFields(def, row), label: def.label(row) }) as AdminListItem),
  };
}
