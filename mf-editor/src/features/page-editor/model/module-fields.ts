import type { TObject, TSchema } from '@sinclair/typebox';
import { LINE_PATTERN } from '@festival/shared/api-schemas/common-schemas';
import type { ModuleModel } from '@festival/shared/api-schemas/content-modules';
import { MODULE_INPUTS, MODULE_MARKUP_FIELDS, type MarkupKind } from '@festival/shared/api-schemas/module-inputs';
import { validateModule } from '@festival/shared/validation/module-rules';
import { newItemValues, newModuleValues } from './module-values';

/**
 * How a field is edited. The kinds follow from the write schemas (module-inputs.ts), so every
 * module of spec §3 gets its form from one renderer per kind, never a form written by hand.
 */
export type FieldKind =
  | 'text' | 'long-text' | 'rich-text' | 'rich-text-headings' | 'code' | 'select' | 'checkbox' | 'number'
  | 'date' | 'image' | 'id-list' | 'items';

export interface FieldSpec {
  name: string;
  kind: FieldKind;
  /** select: the allowed values, in the schema's order. */
  options?: string[];
  /** items: the fields of one item. */
  item?: FieldSpec[];
  /** An empty entry is sent as null (Nullable in the schema). */
  nullable?: boolean;
  /** image: the module cannot be saved without a picture (spec §5). */
  required?: boolean;
}

/** Plain strings longer than this get a multi-line box. */
const LONG_TEXT = 1000;
/** Window bounds and date filters (spec §3 online_from/online_to, EventList date_from/date_to). */
const DATE_FIELD = /^(online_from|online_to|date_from|date_to)$/;

type Schema = TSchema & { anyOf?: TSchema[]; type?: string; const?: unknown; maxLength?: number; pattern?: string; items?: TSchema };

/** A Nullable(X) is anyOf [X, null]: X is what an editor fills in. */
function withoutNull(schema: Schema): Schema {
  const variants = schema.anyOf?.filter((variant) => (variant as Schema).type !== 'null');
  return variants && variants.length === 1 ? (variants[0] as Schema) : schema;
}

function markupKind(kind: MarkupKind | undefined): FieldKind | null {
  if (kind === 'rich-text' || kind === 'rich-text-headings') return kind;
  if (kind === 'html' || kind === 'embed') return 'code';
  return null;
}

function fieldSpec(name: string, raw: Schema, markup: Record<string, MarkupKind>, prefix: string): FieldSpec {
  const schema = withoutNull(raw);
  const spec = kindOf(name, schema, markup, prefix);
  return schema === raw ? spec : { ...spec, nullable: true };
}

function kindOf(name: string, schema: Schema, markup: Record<string, MarkupKind>, prefix: string): FieldSpec {
  const fromMarkup = markupKind(markup[`${prefix}${name}`]);
  if (fromMarkup) return { name, kind: fromMarkup };
  if (name === 'image') return { name, kind: 'image' };
  if (DATE_FIELD.test(name)) return { name, kind: 'date' };
  if (schema.anyOf?.every((variant) => 'const' in variant)) {
    return { name, kind: 'select', options: schema.anyOf.map((variant) => String((variant as Schema).const)) };
  }
  if (schema.type === 'boolean') return { name, kind: 'checkbox' };
  if (schema.type === 'integer' || schema.type === 'number') return { name, kind: 'number' };
  if (schema.type === 'array') {
    const item = schema.items as Schema;
    if (item.type === 'object') return { name, kind: 'items', item: objectFields(item as unknown as TObject, markup, `${prefix}${name}.*.`) };
    return { name, kind: 'id-list' };
  }
  // a one-line value (links, video addresses) is an input however long it may be
  const oneLine = schema.pattern === LINE_PATTERN;
  return { name, kind: !oneLine && (schema.maxLength ?? 0) > LONG_TEXT ? 'long-text' : 'text' };
}

/** A picture's alt text and copyright are edited with it, in its image field. */
const WITH_IMAGE = new Set(['image_alt', 'image_copyright']);

function objectFields(schema: TObject, markup: Record<string, MarkupKind>, prefix: string): FieldSpec[] {
  const hasImage = 'image' in schema.properties;
  return Object.entries(schema.properties)
    .filter(([name]) => !(hasImage && WITH_IMAGE.has(name)))
    .map(([name, property]) => fieldSpec(name, property as Schema, markup, prefix));
}

/**
 * The pictures the §5 rules demand, as `image` or `children.*.image`: the errors of a module
 * nobody has filled in, with one blank entry in each list, so the rules stay in one place.
 */
function requiredImages(model: ModuleModel): Set<string> {
  const blank = newModuleValues(model);
  for (const [name, property] of Object.entries(MODULE_INPUTS[model].properties)) {
    if ((property as Schema).type === 'array' && Object.keys(newItemValues(model, name)).length) blank[name] = [newItemValues(model, name)];
  }
  return new Set(
    validateModule(model, blank)
      .filter((error) => error.message === 'required' && /(^|\.)image$/.test(error.field))
      .map((error) => error.field.replace(/\.\d+\./g, '.*.')),
  );
}

function markRequired(fields: FieldSpec[], required: Set<string>, prefix: string): FieldSpec[] {
  return fields.map((field) => {
    if (field.kind === 'image' && required.has(`${prefix}${field.name}`)) return { ...field, required: true };
    if (field.item) return { ...field, item: markRequired(field.item, required, `${prefix}${field.name}.*.`) };
    return field;
  });
}

/** The fields an editor fills in for a module, in the schema's order. */
export function moduleFields(model: ModuleModel): FieldSpec[] {
  return markRequired(objectFields(MODULE_INPUTS[model], MODULE_MARKUP_FIELDS[model] ?? {}, ''), requiredImages(model), '');
}
