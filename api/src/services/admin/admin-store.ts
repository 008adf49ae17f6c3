import type { Locale } from '@festival/shared/i18n/locales';
import type { ModuleFieldError } from '@festival/shared/validation/module-rules';
import { sql, type Transaction } from 'kysely';
import type { DialectName } from '../../db/create-db';
import type { Database } from '../../db/database';
import { sanitizeMarkup } from '../common/sanitize-markup';
import { FieldValidationError } from '../editing/editor-errors';
import { byName } from './admin-read';
import { columnsOf } from './admin-shapes';
import type { AdminObject, AdminRow, AdminTable, AnyCollectionDefinition, ChildShape, TableShape } from './collection-definition';

export interface StoreContext {
  tx: Transaction<Database>;
  dialect: DialectName;
  locale: Locale;
  now: Date;
}

/** Advisory-lock namespace (the two-int form) of the admin's id allocation, one lock per table. */
const ADMIN_ID_LOCK = 6001;

/**
 * The next id of a table. Seeded tables carry their ids explicitly and have no sequence on
 * PostgreSQL, so new rows take max + 1 under a per-table transaction lock; SQLite runs one
 * write transaction at a time anyway.
 */
async function allocateId(ctx: StoreContext, table: AdminTable, column = 'id'): Promise<number> {
  if (ctx.dialect === 'postgres') await sql`select pg_advisory_xact_lock(${ADMIN_ID_LOCK}, hashtext(${table}))`.execute(ctx.tx);
  const row = await byName(ctx.tx).selectFrom(table).select((eb) => eb.fn.max(column).as('max')).executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

/** A level's columns as stored: 0/1 for booleans, UTC for date-times, markup through its allowlist. */
export function columnValues(shape: TableShape, input: AdminObject): AdminRow {
  const values: AdminRow = {};
  for (const [column, kind] of columnsOf(shape)) {
    if (!(column in input)) continue;
    // a field left empty that the schema gives a default (an optional count or sort key) stores that default
    const value = input[column] ?? (shape.schema.properties[column] as { default?: unknown } | undefined)?.default ?? input[column];
    const markup = shape.markup?.[column];
    if (kind === 'boolean') values[column] = value ? 1 : 0;
    else if (kind === 'json') values[column] = JSON.stringify(value);
    else if (kind === 'date-time' && typeof value === 'string') values[column] = new Date(value).toISOString();
    else if (markup && typeof value === 'string') values[column] = sanitizeMarkup(value, markup);
    else values[column] = value;
  }
  return values;
}

/** 400 notFound for each reference, relation id or child id that names no stored row. */
export async function checkReferences(ctx: StoreContext, shape: TableShape, input: AdminObject, prefix = ''): Promise<ModuleFieldError[]> {
  const errors: ModuleFieldError[] = [];
  const exists = async (table: AdminTable, id: unknown) => typeof id === 'number'
    && (await byName(ctx.tx).selectFrom(table).select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
  for (const [column, table] of Object.entries(shape.references ?? {})) {
    const value = input[column];
    if (value !== null && value !== undefined && !(await exists(table, value))) errors.push({ field: `${prefix}${column}`, message: 'notFound' });
  }
  for (const link of shape.links ?? []) {
    const ids = (input[link.key] as unknown[] | undefined) ?? [];
    for (const [index, id] of ids.entries()) {
      if (!(await exists(link.targetTable, id))) errors.push({ field: `${prefix}${link.key}.${index}`, message: 'notFound' });
    }
  }
  for (const child of shape.children ?? []) {
    const items = (input[child.key] as AdminObject[] | undefined) ?? [];
    for (const [index, item] of items.entries()) errors.push(...await checkReferences(ctx, child, item, `${prefix}${child.key}.${index}.`));
  }
  return errors;
}

/** Server-assigned slugs: kept when given and free, otherwise made from the object's text, numbered until free. */
async function assignSlugs(ctx: StoreContext, def: AnyCollectionDefinition, input: AdminObject, id: number): Promise<AdminRow> {
  const slugs: AdminRow = {};
  for (const rule of def.slugs ?? []) {
    const taken = async (candidate: string) => (await byName(ctx.tx).selectFrom(def.table).select('id')
      .where(rule.column, '=', candidate).where('id', '!=', id).executeTakeFirst()) !== undefined;
    const wanted = input[rule.column];
    if (typeof wanted === 'string' && wanted !== '' && !(await taken(wanted))) {
      slugs[rule.column] = wanted;
      continue;
    }
    const base = rule.from(input);
    let candidate = base;
    for (let n = 2; await taken(candidate); n += 1) candidate = `${base}-${n}`;
    slugs[rule.column] = candidate;
  }
  return slugs;
}

/** Server-assigned integer keys: kept when given and free, otherwise the highest stored one plus one. */
async function assignSerials(ctx: StoreContext, def: AnyCollectionDefinition, input: AdminObject, id: number): Promise<AdminRow> {
  const serials: AdminRow = {};
  for (const column of def.serialKeys ?? []) {
    const wanted = input[column];
    const taken = typeof wanted === 'number' && (await byName(ctx.tx).selectFrom(def.table).select('id')
      .where(column, '=', wanted).where('id', '!=', id).executeTakeFirst()) !== undefined;
    serials[column] = typeof wanted === 'number' && !taken ? wanted : await allocateId(ctx, def.table, column);
  }
  return serials;
}

/** What the server assigns or computes of a row besides its own fields. */
async function assigned(ctx: StoreContext, def: AnyCollectionDefinition, input: AdminObject, id: number): Promise<AdminRow> {
  return { ...(await assignSlugs(ctx, def, input, id)), ...(await assignSerials(ctx, def, input, id)), ...def.derive?.(input, ctx.now) };
}

/**
 * Replaces a parent's children with the list given: an item with the id of one of its children
 * updates it, any other item is created (as is every item under a new parent: a copy creates its
 * nested objects anew), and children missing from the list are deleted.
 */
async function syncChildren(ctx: StoreContext, shape: TableShape, parentId: number, input: AdminObject, fresh: boolean, prefix: string): Promise<void> {
  for (const child of shape.children ?? []) {
    const items = (input[child.key] as AdminObject[] | undefined) ?? [];
    const existing = new Set(fresh ? [] : (await byName(ctx.tx).selectFrom(child.table).select('id')
      .where(child.parentColumn, '=', parentId).execute()).map((row) => Number(row.id)));
    const kept = new Set<number>();
    for (const [index, item] of items.entries()) {
      const values = { ...columnValues(child, item), [child.parentColumn]: parentId, ...sortValue(child, index) };
      const itemId = typeof item.id === 'number' && existing.has(item.id) ? item.id : null;
      if (typeof item.id === 'number' && !fresh && itemId === null) {
        throw new FieldValidationError([{ field: `${prefix}${child.key}.${index}.id`, message: 'notFound' }], ctx.locale);
      }
      if (itemId !== null) {
        await byName(ctx.tx).updateTable(child.table).set(values).where('id', '=', itemId).execute();
        kept.add(itemId);
        await syncChildren(ctx, child, itemId, item, false, `${prefix}${child.key}.${index}.`);
      } else {
        const newId = await allocateId(ctx, child.table);
        await byName(ctx.tx).insertInto(child.table).values({ id: newId, ...values }).execute();
        await syncChildren(ctx, child, newId, item, true, `${prefix}${child.key}.${index}.`);
      }
    }
    const removed = [...existing].filter((id) => !kept.has(id));
    if (removed.length > 0) await byName(ctx.tx).deleteFrom(child.table).where('id', 'in', removed).execute();
  }
  for (const link of shape.links ?? []) {
    const ids = (input[link.key] as number[] | undefined) ?? [];
    if (!fresh) await byName(ctx.tx).deleteFrom(link.table).where(link.ownerColumn, '=', parentId).execute();
    if (ids.length > 0) {
      await byName(ctx.tx).insertInto(link.table).values(ids.map((id, index) => ({
        [link.ownerColumn]: parentId, [link.targetColumn]: id, ...(link.sortColumn ? { [link.sortColumn]: index } : {}),
      }))).execute();
    }
  }
}

function sortValue(child: ChildShape, index: number): AdminRow {
  return child.sortColumn ? { [child.sortColumn]: index } : {};
}

/** Stores a new object with its children and relations; answers its id. */
export async function insertObject(ctx: StoreContext, def: AnyCollectionDefinition, input: AdminObject): Promise<number> {
  const id = await allocateId(ctx, def.table);
  const values = { ...columnValues(def, input), ...(await assigned(ctx, def, input, id)) };
  await byName(ctx.tx).insertInto(def.table).values({ id, ...def.insertDefaults, ...values }).execute();
  await syncChildren(ctx, def, id, input, true, '');
  return id;
}

/**
 * Stores an object's new state over its old one and counts the revision up. Fields the write
 * leaves as they were are not written again, so a stored value is never rewritten (by the
 * markup allowlist, say) by a save that did not touch it.
 */
export async function updateObject(ctx: StoreContext, def: AnyCollectionDefinition, id: number, input: AdminObject, before: AdminObject, revision: number): Promise<void> {
  const changed = Object.fromEntries(Object.entries(input).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key])));
  const values = { ...columnValues(def, changed), ...(await assigned(ctx, def, input, id)), revision: revision + 1 };
  await byName(ctx.tx).updateTable(def.table).set(values).where('id', '=', id).execute();
  await syncChildren(ctx, def, id, input, false, '');
}

/** The stored revision of an object, locking its row until the transaction ends (PostgreSQL; SQLite writes one at a time). */
export async function lockedRevision(ctx: StoreContext, def: AnyCollectionDefinition, id: number): Promise<number | null> {
  const row = await byName(ctx.tx).selectFrom(def.table).select('revision').where('id', '=', id)
    .$if(ctx.dialect === 'postgres', (query) => query.forUpdate()).executeTakeFirst();
  return row ? Number(row.revision) : null;
}
