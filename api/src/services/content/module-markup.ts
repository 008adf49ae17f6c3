import type { ModuleModel } from '@festival/shared/api-schemas/content-modules';
import { MODULE_MARKUP_FIELDS } from '@festival/shared/api-schemas/module-inputs';
import { sanitizeMarkup } from '../common/sanitize-markup';

const ITEM_FIELD = 'children.*.';

/**
 * A module's fields with every markup field (MODULE_MARKUP_FIELDS) cleaned by its allowlist:
 * on save, and again on the way out for what was stored before.
 */
export function sanitizeModuleMarkup<T extends Record<string, unknown>>(model: ModuleModel, fields: T): T {
  const clean: Record<string, unknown> = { ...fields };
  for (const [path, kind] of Object.entries(MODULE_MARKUP_FIELDS[model] ?? {})) {
    if (path.startsWith(ITEM_FIELD)) {
      const key = path.slice(ITEM_FIELD.length);
      if (Array.isArray(clean.children)) {
        clean.children = clean.children.map((item: Record<string, unknown>) =>
          (typeof item?.[key] === 'string' ? { ...item, [key]: sanitizeMarkup(item[key], kind) } : item));
      }
    } else if (typeof clean[path] === 'string') {
      clean[path] = sanitizeMarkup(clean[path], kind);
    }
  }
  return clean as T; // cast: only string fields were replaced by strings
}
