import type { AdminCollection } from '@festival/shared/api-schemas/admin';
import type { RouteName } from '@festival/shared/routes/route-table';

/**
 * The fields of a collection's admin form, generated from its admin schema (schema-fields.ts);
 * names are the admin API's field names (GET object = PUT body).
 */

export type CollectionName = AdminCollection;

interface BaseField {
  /** The API field name; the label is `fields.<label>` in the hub namespace. */
  name: string;
  label: string;
  required?: boolean;
}

export type FieldSpec =
  /** One line; `link` takes a path of this site or an https:// address. */
  | (BaseField & { kind: 'text'; link?: boolean })
  | (BaseField & { kind: 'richtext' })
  /** Code the site includes as it is (settings' head and footer blocks). */
  | (BaseField & { kind: 'code' })
  | (BaseField & { kind: 'number'; min?: number; max?: number; integer: boolean })
  /** A price in euros, typed "14,50" or "14.50", sent as "14.50". */
  | (BaseField & { kind: 'money' })
  | (BaseField & { kind: 'checkbox' })
  /** `notBefore`: the sibling field this one may not end before (the end of a range). */
  | (BaseField & { kind: 'datetime'; notBefore?: string })
  | (BaseField & { kind: 'date'; notBefore?: string })
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
  properties: Record<string, PropertySchema>;
  required?: string[];
}

/** A property of an admin schema as JSON Schema, with the hub's annotations (admin-fields.ts). */
export interface PropertySchema {
  type?: unknown;
  anyOf?: readonly PropertySchema[];
  items?: PropertySchema;
  properties?: Record<string, PropertySchema>;
  required?: string[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  default?: unknown;
  'x-ref'?: CollectionName;
  'x-control'?: string;
}

/** What a person decides about a collection's hub pages; its fields come from the schema. */
export interface CollectionLayout {
  name: CollectionName;
  /** The admin API's schema of an object (@festival/shared/api-schemas/admin-*). */
  schema: ObjectSchema;
  /**
   * List columns; the first is the row's name (the API's label, linking to the form). Columns
   * named in `orderings` sort on a click on their header.
   */
  columns: string[];
  orderings: string[];
  /** Top-level fields the form does not show, because the server assigns them (slugs) or pages set them elsewhere. */
  hidden?: string[];
  /** Fields placed first, in this order; the others follow in the schema's order. */
  first?: string[];
  /** Label keys by field name where the name does not say it (a menu item's parent is an item). */
  labels?: Record<string, string>;
  /** A field drawn as a choice among fixed values although the schema says a number (weekdays). */
  choices?: Record<string, readonly (string | number)[]>;
  /** The public detail route (`{slug}/{id}`) that shows an object, for "view on site". */
  publicRoute?: RouteName;
  /** The object's body is edited in place on its public page (?edit), where the hub links. */
  bodyInPlace?: boolean;
}

export interface CollectionSpec extends CollectionLayout {
  fields: FieldSpec[];
}
