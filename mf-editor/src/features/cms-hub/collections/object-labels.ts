import type { AdminObject } from './field-spec';

const LABEL_FIELDS = ['label', 'title_de', 'name_de', 'title_en', 'name_en', 'old_path', 'name'];

/** How the hub names an object: the list's label, else its German title or name, else its id. */
export function objectTitle(object: AdminObject): string {
  for (const key of LABEL_FIELDS) {
    const value = object[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  const person = [object.first_name, object.last_name].filter((part) => typeof part === 'string' && part).join(' ');
  return person || `#${String(object.id)}`;
}
