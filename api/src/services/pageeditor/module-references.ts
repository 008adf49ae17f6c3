import type { ModuleModel } from '@festival/shared/api-schemas/content-modules';
import type { ModuleFieldError } from '@festival/shared/validation/module-rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

type Fields = Record<string, unknown>;
type Table = 'venues' | 'forms' | 'articles' | 'article_categories' | 'event_tags';

/** The ids a module names in other tables, by field (spec §3: venue, form, articles, categories, tag). */
function referencesOf(model: ModuleModel, input: Fields): Array<{ field: string; table: Table; id: number }> {
  const ids = (value: unknown) => (Array.isArray(value) ? value : [value]).filter((id): id is number => typeof id === 'number');
  switch (model) {
    case 'Venue': return ids(input.venue).map((id) => ({ field: 'venue', table: 'venues', id }));
    case 'VenueList': return (input.children as Fields[]).flatMap((item, index) => ids(item.venue).map((id) => ({ field: `children.${index}.venue`, table: 'venues' as const, id })));
    case 'Forms': return ids(input.form_id).map((id) => ({ field: 'form_id', table: 'forms', id }));
    case 'BlogTeaserList': return ids(input.items).map((id) => ({ field: 'items', table: 'articles', id }));
    case 'HighlightTeaser': return ids(input.category_ids).map((id) => ({ field: 'category_ids', table: 'article_categories', id }));
    case 'EventList': return ids(input.tag).map((id) => ({ field: 'tag', table: 'event_tags', id }));
    default: return [];
  }
}

/** A notFound error for each field naming a row that does not exist (the body passed the schema). */
export async function missingReferences(db: Kysely<Database>, model: ModuleModel, input: Fields): Promise<ModuleFieldError[]> {
  const errors: ModuleFieldError[] = [];
  for (const reference of referencesOf(model, input)) {
    if (errors.some((error) => error.field === reference.field)) continue;
    const row = await db.selectFrom(reference.table).select('id').where('id', '=', reference.id).executeTakeFirst();
    if (!row) errors.push({ field: reference.field, message: 'notFound' });
  }
  return errors;
}
