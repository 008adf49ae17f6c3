import type { AdminObject, CollectionSpec, FieldSpec, ObjectSchema } from '../collections/field-spec';
import { fromBerlinInput, toBerlinInput } from '../../../forms/berlin-input';
import { toMoneyValue } from './money-input';

export type FormValues = Record<string, unknown>;

function emptyValue(field: FieldSpec): unknown {
  switch (field.kind) {
    case 'checkbox':
      return false;
    case 'relation':
      return field.multiple ? [] : null;
    case 'group':
      return [];
    case 'image':
      return null;
    default:
      return '';
  }
}

/** A new object's form: every described field empty. */
export function emptyValues(fields: FieldSpec[]): FormValues {
  return Object.fromEntries(fields.map((field) => [field.name, emptyValue(field)]));
}

/** Empty values of the required keys a form does not edit (relation lists, nullable references, flags). */
function schemaDefaults(schema: ObjectSchema): FormValues {
  const values: FormValues = {};
  for (const key of schema.required ?? []) {
    const property = schema.properties[key];
    if (property?.anyOf?.some((option) => (option as { type?: unknown }).type === 'null')) values[key] = null;
    else if (property?.type === 'array') values[key] = [];
    else if (property?.type === 'boolean') values[key] = false;
  }
  return values;
}

/** A new object: the schema's required keys empty, then every described field empty. */
export function newObject(spec: Pick<CollectionSpec, 'schema' | 'fields'>): FormValues {
  return { ...schemaDefaults(spec.schema), ...emptyValues(spec.fields) };
}

function toFormValue(field: FieldSpec, value: unknown): unknown {
  if (value === undefined || value === null) return emptyValue(field);
  switch (field.kind) {
    case 'datetime':
      return toBerlinInput(value);
    case 'number':
    case 'select':
      // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a number or select field holds a number or a text
      return String(value);
    case 'checkbox':
      return Boolean(value);
    case 'group':
      return Array.isArray(value) ? value.map((item: AdminObject) => toFormValues(field.fields, item)) : [];
    default:
      return value;
  }
}

/**
 * An API object as form values: fields the description does not name (id, version, slug, …)
 * are kept as they are, so the saved body is the object the API gave with the edits applied.
 */
export function toFormValues(fields: FieldSpec[], object: AdminObject): FormValues {
  const values: FormValues = { ...object };
  for (const field of fields) values[field.name] = toFormValue(field, object[field.name]);
  return values;
}

function toApiValue(field: FieldSpec, value: unknown): unknown {
  switch (field.kind) {
    case 'datetime':
      return fromBerlinInput(value);
    case 'number': {
      if (value === '' || value === null || value === undefined) return null;
      const number = Number(value);
      return Number.isFinite(number) ? number : value;
    }
    case 'date':
    case 'time':
      return value === '' ? null : value;
    case 'money':
      return toMoneyValue(String(value));
    case 'select':
      return field.options.find((option) => String(option) === value) ?? (value === '' ? null : value);
    case 'group':
      return Array.isArray(value) ? value.map((item: FormValues) => toApiBody(field.fields, item)) : [];
    default:
      return value;
  }
}

/** Form values as the API body: the inverse of toFormValues. */
export function toApiBody(fields: FieldSpec[], values: FormValues): AdminObject {
  const body: AdminObject = { ...values };
  for (const field of fields) body[field.name] = toApiValue(field, values[field.name]);
  return body;
}
