import { AdminFormField, AdminForm } from '@festival/shared/api-schemas/admin-content';
import type { ModuleFieldError } from '@festival/shared/validation/module-rules';
import { slugify } from '../../../seed/common/slugify';
import type { AdminObject, CollectionDefinition } from '../collection-definition';
import { contentChange } from '../../editing/content-announcements';

/** Entries name their values by field slug, so a form's slugs must differ. */
function distinctSlugs(form: AdminObject): ModuleFieldError[] {
  const seen = new Set<string>();
  return ((form.fields as Array<{ slug: string }> | undefined) ?? []).flatMap((field, index) => {
    if (seen.has(field.slug)) return [{ field: `fields.${index}.slug`, message: 'invalid' as const }];
    seen.add(field.slug);
    return [];
  });
}

/** Forms with their fields (every type of spec §3); their entries are read at /forms/{id}/entries/. */
export const formsCollection: CollectionDefinition = {
  name: 'forms',
  entity: 'form',
  table: 'forms',
  schema: AdminForm,
  markup: { intro_de: 'rich-text', intro_en: 'rich-text', success_text_de: 'rich-text', success_text_en: 'rich-text' },
  children: [{ key: 'fields', table: 'form_fields', parentColumn: 'form_id', sortColumn: 'sort', orderBy: ['sort'], schema: AdminFormField }],
  label: (row) => String(row.title_de),
  search: ['title_de', 'title_en', 'slug'],
  orderings: ['title_de', 'title_en', 'id'],
  defaultOrdering: 'title_de',
  slugs: [{ column: 'slug', from: (form) => slugify(String(form.title_de)) }],
  rules: distinctSlugs,
  announce: contentChange('form'),
};
