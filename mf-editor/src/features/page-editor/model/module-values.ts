import type { TObject } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { ModuleModel, PageModule } from '@festival/shared/api-schemas/content-modules';
import type { ImageObj } from '@festival/shared/api-schemas/images';
import { MODULE_INPUTS } from '@festival/shared/api-schemas/module-inputs';
import { HEADLINE_LEVELS } from '@festival/shared/validation/module-rules';

type Fields = Record<string, unknown>;

/** Values a new module starts from where the schema's own default would not do. */
const NEW_MODULE_VALUES: Partial<Record<ModuleModel, Fields>> = {
  Headline: { headline_level: HEADLINE_LEVELS.min },
  Link: { extra_class: 'link' },
  Image: { format: 'large' },
  ImageList: { format: 'grid', children: [] },
  Section: { preset: '100', background: 'none', decoration: 'none' },
  TwoColumns: { extra_class: 'image-text' },
};

/** A Nullable field starts as null, a patterned text (Container slug) empty, everything else as the schema's zero value. */
function blank(schema: TObject): Fields {
  const values: Fields = {};
  for (const [name, property] of Object.entries(schema.properties)) {
    const variants = (property as { anyOf?: Array<{ type?: string }> }).anyOf;
    if (variants?.some((variant) => variant.type === 'null')) values[name] = null;
    else if ((property as { pattern?: string }).pattern) values[name] = '';
    else values[name] = Value.Create(property);
  }
  return values;
}

/** The write body of a module nobody has filled in yet. */
export function newModuleValues(model: ModuleModel): Fields {
  return { ...blank(MODULE_INPUTS[model]), ...NEW_MODULE_VALUES[model] };
}

/** A new entry of a module's list field (FAQ question, teaser, logo …). */
export function newItemValues(model: ModuleModel, field: string): Fields {
  const schema: TObject = MODULE_INPUTS[model];
  const list = schema.properties[field] as { items?: TObject } | undefined;
  return list?.items?.type === 'object' ? blank(list.items) : {};
}

/** The fields of one stored object the write schema knows, with the image's alt and copyright from its image_obj. */
function pick(schema: TObject, source: Fields): Fields {
  const values = blank(schema);
  const imageObj = source.image_obj as ImageObj | null | undefined;
  for (const name of Object.keys(schema.properties)) {
    if (name === 'image_alt') values[name] = imageObj?.alt ?? '';
    else if (name === 'image_copyright') values[name] = imageObj?.copyright ?? '';
    else if (name in source && source[name] !== undefined) values[name] = source[name];
  }
  return values;
}

/**
 * The write body that replaces a module with what it holds now: the page answer's fields the
 * write schema knows; lists of items field by field; looked-up objects (venue_obj, categories)
 * back to the ids they came from.
 */
export function moduleValues(module: PageModule): Fields {
  const schema = MODULE_INPUTS[module.model];
  const source = module as unknown as Fields;
  const values = pick(schema, source);
  for (const [name, property] of Object.entries(schema.properties)) {
    const item = (property as { items?: TObject }).items;
    if (item?.type === 'object' && Array.isArray(source[name])) values[name] = (source[name] as Fields[]).map((entry) => pick(item, entry));
  }
  if (module.model === 'HighlightTeaser') values.category_ids = module.categories.map((category) => category.id);
  return values;
}
