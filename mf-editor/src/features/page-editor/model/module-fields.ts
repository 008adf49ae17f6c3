import type { TObject, TSchema } from '@sinclair/typebox';
import type { ModuleModel } from '@festival/shared/api-schemas/content-modules';
import { MODULE_INPUTS, MODULE_MARKUP_FIELDS, type MarkupKind } from '@festival/shared/api-schemas/module-inputs';

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
}

/** Plain strings longer than this get a multi-line box. */
const LONG_TEXT = 1000;
/** Window bounds and date filters (spec §3 online_from/online_to, EventList date_from/date_to). */
const DATE_FIELD = /^(online_from|online_to|date_from|date_to)$/;

type Schema = TSchema & { anyOf?: TSchema[]; type?: string; const?: unknown; maxLength?: number; items?: TSchema };

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
  return { name, kind: (schema.maxLength ?? 0) > LONG_TEXT ? 'long-text' : 'text' };
}

function objectFields(schema: TObject, markup: Record<string, MarkupKind>, prefix: string): FieldSpec[] {
  return Object.entries(schema.properties).map(([name, property]) => fieldSpec(name, property as Schema, markup, prefix));
}

/** The fields an editor fills in for a module, in the schema's order. */
export function moduleFields(model: ModuleModel): FieldSpec[] {
  return objectFields(MODULE_INPUTS[model], MODULE_MARKUP_FIELDS[model] ?? {}, '');
}
