import { AdminRedirect } from '@festival/shared/api-schemas/admin-content';
import type { CollectionDefinition } from '../collection-definition';
import { contentChange } from '../../editing/content-announcements';

export const redirectsCollection: CollectionDefinition = {
  name: 'redirects',
  entity: 'redirect',
  table: 'redirects',
  schema: AdminRedirect,
  label: (row) => `${String(row.old_path)} → ${String(row.new_path)}`,
  search: ['old_path', 'new_path'],
  orderings: ['old_path', 'new_path', 'id'],
  defaultOrdering: 'old_path',
  /** One redirect per old path: a copy's is numbered until free. */
  slugs: [{ column: 'old_path', from: (redirect) => String(redirect.old_path) }],
  announce: contentChange('redirect'),
};
