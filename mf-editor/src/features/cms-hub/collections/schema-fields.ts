import type { CollectionLayout, CollectionSpec, FieldSpec, ObjectSchema, PropertySchema } from './field-spec';

/** Server-kept keys no form edits. */
const NEVER_EDITED = new Set(['id', 'revision']);
const LANGUAGE = /_(de|en)$/;
/** The ends of a range and the start they may not precede. */
const RANGE_ENDS: Record<string, string> = { date_end: 'date_start', online_to: 'online_from', time_to: 'time_from' };

interface Unwrapped {
  schema: PropertySchema;
  nullable: boolean;
}

/** `X | null` → X, nullable. */
function unwrapNull(property: PropertySchema): Unwrapped {
  const options = property.anyOf;
  if (!options) return { schema: property, nullable: false };
  const others = options.filter((option) => option.type !== 'null');
  if (others.length === 1 && others.length < options.length) return { schema: { ...others[0], default: property.default }, nullable: true };
  return { schema: property, nullable: false };
}

/** `title_de` → title; a relation's `room_id` → room, `person_ids` → persons. */
function labelKey(name: string, relation: boolean): string {
  const plain = name.replace(LANGUAGE, '');
  return relation ? plain.replace(/_ids$/, 's').replace(/_id$/, '') : plain;
}

function fieldOf(name: string, property: PropertySchema, layout: Pick<CollectionLayout, 'labels' | 'choices'>, siblings: ObjectSchema): FieldSpec | null {
  const { schema, nullable } = unwrapNull(property);
  const relation = Boolean(schema['x-ref'] ?? schema.items?.['x-ref']);
  const base = { name, label: layout.labels?.[name] ?? labelKey(name, relation) };
  const choices = layout.choices?.[name];
  if (choices) return { ...base, kind: 'select', options: choices, required: !nullable };
  if (schema.anyOf?.every((option) => option.const !== undefined)) {
    return { ...base, kind: 'select', options: schema.anyOf.map((option) => option.const as string | number), required: !nullable };
  }
  if (schema['x-ref']) return { ...base, kind: 'relation', collection: schema['x-ref'], required: !nullable };
  if (schema.type === 'array' && schema.items?.['x-ref']) return { ...base, kind: 'relation', collection: schema.items['x-ref'], multiple: true };
  if (schema.type === 'array' && schema.items?.type === 'object') {
    return { ...base, kind: 'group', fields: fieldsFromSchema(schema.items as ObjectSchema, {}) };
  }
  if (schema.type === 'boolean') return { ...base, kind: 'checkbox' };
  if (schema.type === 'integer' || schema.type === 'number') {
    // A nullable number may be left empty; the api stores null or the schema's default (sort keys, optional counts).
    return { ...base, kind: 'number', min: schema.minimum, max: schema.maximum, integer: schema.type === 'integer', required: !nullable };
  }
  if (schema.type !== 'string') return null;
  const start = RANGE_ENDS[name];
  const notBefore = start && siblings.properties[start] ? { notBefore: start } : {};
  switch (schema['x-control']) {
    case 'rich-text':
      return { ...base, kind: 'richtext', required: (schema.minLength ?? 0) > 0 };
    case 'code':
      return { ...base, kind: 'code' };
    case 'image':
      return { ...base, kind: 'image' };
    case 'money':
      return { ...base, kind: 'money', required: true };
    case 'date-time':
      return { ...base, kind: 'datetime', required: !nullable, ...notBefore };
    case 'day':
      return { ...base, kind: 'date', required: !nullable, ...notBefore };
    case 'time':
      return { ...base, kind: 'time', required: !nullable };
    case 'link':
      return { ...base, kind: 'text', link: true };
    default:
      return { ...base, kind: 'text', required: (schema.minLength ?? 0) > 0 };
  }
}

/**
 * The form fields of an admin schema: every property but the hidden ones and the server's
 * (id, revision), each drawn by what its schema says it is.
 */
export function fieldsFromSchema(schema: ObjectSchema, layout: Pick<CollectionLayout, 'hidden' | 'first' | 'labels' | 'choices'>): FieldSpec[] {
  const names = Object.keys(schema.properties).filter((name) => !NEVER_EDITED.has(name) && !layout.hidden?.includes(name));
  const first = (layout.first ?? []).filter((name) => names.includes(name));
  const ordered = [...first, ...names.filter((name) => !first.includes(name))];
  return ordered.flatMap((name) => {
    const field = fieldOf(name, schema.properties[name] as PropertySchema, layout, schema);
    if (!field) throw new Error(`The hub has no control for ${name}.`);
    return [field];
  });
}

/** A collection's hub description: the layout a person wrote plus the fields its schema gives. */
export function collectionSpec(layout: CollectionLayout): CollectionSpec {
  return { ...layout, fields: fieldsFromSchema(layout.schema, layout) };
}
