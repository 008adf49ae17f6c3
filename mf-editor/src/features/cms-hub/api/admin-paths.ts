import type { CollectionName } from '../collections/field-spec';

/** The admin API's addresses (not locale-scoped). */
export const adminPath = (collection: CollectionName, id?: number | string): string =>
  id === undefined ? `/api/admin/${collection}/` : `/api/admin/${collection}/${id}/`;
export const SETTINGS_PATH = '/api/admin/settings/';
export const formEntriesPath = (formId: number | string, format: 'json' | 'csv'): string =>
  format === 'csv' ? `/api/admin/forms/${formId}/entries.csv` : `/api/admin/forms/${formId}/entries/`;
