import type { AdminCollection } from '@festival/shared/api-schemas/admin';
import type { RouteName } from '@festival/shared/routes/route-table';

/**
 * One description of a collection's editable fields drives its admin form, its list and its
 * relation pickers; names are the admin API's field names (GET object = PUT body).
 */

export type CollectionName = AdminCollection;

interface BaseField {
  /** The API field name; the label is `fields.<label ?? name without _de/_en>` in the editor namespace. */
  name: string;
  label?: string;
  required?: boolean;
}

export type FieldSpec =
  | (BaseField & { kind: 'text'; multiline?: boolean; maxLength?: number })
  | (BaseField & { kind: 'number'; min?: number; step?: number })
  | (BaseField & { kind: 'checkbox' })
  | (BaseField & { kind: 'datetime' })
  | (BaseField & { kind: 'date' })
  | (BaseField & { kind: 'time' })
  /** Labels are `options.<name>.<value>`; numeric options are sent as numbers. */
  | (BaseField & { kind: 'select'; options: readonly (string | number)[] })
  | (BaseField & { kind: 'relation'; collection: CollectionName; multiple?: boolean })
  | (BaseField & { kind: 'group'; fields: FieldSpec[] })
  /** A /media/… path, uploaded through the media pipeline. */
  | (BaseField & { kind: 'image' });

export type AdminObject = Record<string, unknown>;

/** What the hub reads of a TypeBox object schema of the admin contract. */
export interface ObjectSchema {
  properties: Record<string, { type?: unknown; anyOf?: readonly object[] }>;
  required?: string[];
}

export interface CollectionSpec {
  name: CollectionName;
  /** The admin API's schema of an object: what a new object needs beyond the described fields. */
  schema: ObjectSchema;
  /**
   * List columns; the first is the row's name (the API's label, linking to the form). Columns
   * named in `orderings` sort on a click on their header.
   */
  columns: string[];
  orderings: string[];
  fields: FieldSpec[];
  /** The public detail route (`{slug}/{id}`) that shows an object, for "view on site". */
  publicRoute?: RouteName;
}

/** Each language of a translated field: title → title_de, title_en. */
export function translated(kind: 'text', name: string, options: { multiline?: boolean; required?: boolean } = {}): FieldSpec[] {
  return (['de', 'en'] as const).map((lang) => ({ kind, name: `${name}_${lang}`, label: name, ...options }));
}
