import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { parseJson } from '../common/stored-values';
import { columnsOf } from './admin-shapes';
import type { AdminObject, AdminRow, TableShape } from './collection-definition';

/** The admin names its tables and columns from its definitions, which the schemas type instead. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tables and columns come from the collection definitions
export function byName(db: Kysely<Database>): Kysely<any> {
   
  return db;
}

/** A row's fields as the API answers them: booleans for 0/1, lists for JSON text, everything else as stored. */
export function rowFields(shape: TableShape, row: AdminRow): AdminObject {
  const object: AdminObject = { id: Number(row.id) };
  if (row.revision !== undefined) object.revision = Number(row.revision);
  for (const [column, kind] of columnsOf(shape)) {
    const value = row[column];
    if (kind === 'boolean') object[column] = Number(value) === 1;
    else if (kind === 'json') object[column] = typeof value === 'string' ? parseJson<unknown>(value) : value;
    else object[column] = value ?? null;
  }
  return object;
}

/** Full objects of rows: their fields, nested children (recursively) and relation id lists. */
export async function readObjects(db: Kysely<Database>, shape: TableShape, rows: AdminRow[]): Promise<AdminObject[]> {
  const objects = rows.map((row) => rowFields(shape, row));
  const ids = objects.map((object) => object.id as number);
  for (const child of shape.children ?? []) {
    const childRows = ids.length === 0 ? [] : await [...child.orderBy, 'id']
      .reduce((query, column) => query.orderBy(column), byName(db).selectFrom(child.table).selectAll().where(child.parentColumn, 'in', ids))
      .execute() as AdminRow[];
    const childObjects = await readObjects(db, child, childRows);
    for (const object of objects) {
      object[child.key] = childObjects.filter((_, index) => Number(childRows[index]?.[child.parentColumn]) === object.id);
    }
  }
  for (const link of shape.links ?? []) {
    const linkRows = ids.length === 0 ? [] : await byName(db).selectFrom(link.table).select([link.ownerColumn, link.targetColumn])
      .where(link.ownerColumn, 'in', ids).orderBy(link.sortColumn ?? link.targetColumn).orderBy(link.targetColumn).execute() as AdminRow[];
    for (const object of objects) {
      object[link.key] = linkRows.filter((row) => Number(row[link.ownerColumn]) === object.id).map((row) => Number(row[link.targetColumn]));
    }
  }
  return objects;
}

/** One object by id, or null. */
export async function readObject(db: Kysely<Database>, shape: TableShape, id: number): Promise<AdminObject | null> {
  const row = await byName(db).selectFrom(shape.table).selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const [object] = await readObjects(db, shape, [row]);
  return object ?? null;
}
