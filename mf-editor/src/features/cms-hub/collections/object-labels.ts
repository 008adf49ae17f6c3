import type { AdminObject } from './field-spec';

/** How lists and pickers name an object: its German name or title, else the English one, else its id. */
export const text = (object: AdminObject, key: string): string => (typeof object[key] === 'string' ? (object[key] as string) : '');
export const named = (object: AdminObject): string => text(object, 'name_de') || text(object, 'name_en') || `#${String(object.id)}`;
export const titled = (object: AdminObject): string => text(object, 'title_de') || text(object, 'title_en') || `#${String(object.id)}`;
