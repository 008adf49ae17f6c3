import { DATE_TIME_PATTERN } from '@festival/shared/api-schemas/admin-fields';
import { Kind, type TSchema } from '@sinclair/typebox';
import type { ModuleFieldError } from '@festival/shared/validation/module-rules';
import type { TableShape } from './collection-definition';

/** What a schema property is stored as. */
/** json: a list or record stored as JSON text (a form field's choices, the error pages). */
export type ColumnKind = 'boolean' | 'date-time' | 'json' | 'plain';

function kindOf(schema: TSchema): ColumnKind {
  // Nullable(dateTime()): a date-time or null; null is stored as it is.
  if (schema[Kind] === 'Union') {
    const [only, ...more] = (schema.anyOf as TSchema[]).filter((member) => member[Kind] !== 'Null');
    return only && more.length === 0 && kindOf(only) === 'date-time' ? 'date-time' : 'plain';
  }
  if (schema[Kind] === 'Boolean') return 'boolean';
  if (schema[Kind] === 'Array' || schema[Kind] === 'Record' || schema[Kind] === 'Object') return 'json';
  if (schema[Kind] === 'String' && schema.pattern === DATE_TIME_PATTERN) return 'date-time';
  return 'plain';
}

const cache = new WeakMap<TableShape, Map<string, ColumnKind>>();

/** The stored columns of a shape (every schema property but id, revision, children and links), with their kinds. */
export function columnsOf(shape: TableShape): Map<string, ColumnKind> {
  let columns = cache.get(shape);
  if (!columns) {
    const nested = new Set([...(shape.children ?? []).map((child) => child.key), ...(shape.links ?? []).map((link) => link.key), 'id', 'revision']);
    columns = new Map(Object.entries(shape.schema.properties).filter(([key]) => !nested.has(key)).map(([key, schema]) => [key, kindOf(schema)]));
    cache.set(shape, columns);
  }
  return columns;
}

/**
 * Date-times the pattern lets through but no calendar has ("2026-13-45T25:61Z"): 400 invalid on
 * each, at any depth, so no write stores or reads one.
 */
export function unrealInstants(schema: TSchema, value: unknown, path = ''): ModuleFieldError[] {
  if (value === null || value === undefined) return [];
  const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
  switch (schema[Kind]) {
    case 'Union':
      return (schema.anyOf as TSchema[]).flatMap((member) => (member[Kind] === 'Null' ? [] : unrealInstants(member, value, path)));
    case 'Object':
      return typeof value === 'object' && !Array.isArray(value)
        ? Object.entries(schema.properties as Record<string, TSchema>).flatMap(([key, property]) => unrealInstants(property, (value as Record<string, unknown>)[key], at(key)))
        : [];
    case 'Array':
      return Array.isArray(value) ? value.flatMap((item, index) => unrealInstants(schema.items as TSchema, item, at(index))) : [];
    case 'String':
      return schema.pattern === DATE_TIME_PATTERN && typeof value === 'string' && !Number.isFinite(Date.parse(value)) ? [{ field: path, message: 'invalid' }] : [];
    default:
      return [];
  }
}
