import { AdminSettings } from '@festival/shared/api-schemas/admin-content';
import type { CollectionDefinition } from '../collection-definition';

/** The site settings: one row (id 1), read and patched by the admin; the code blocks pass the code-block allowlist. */
export const settingsDefinition: CollectionDefinition<'settings'> = {
  name: 'settings',
  entity: 'settings',
  table: 'settings',
  schema: AdminSettings,
  markup: { html_header: 'code-block', html_footer_logos: 'code-block', html_footer_top: 'code-block', html_footer_bottom: 'code-block' },
  label: () => 'settings',
  search: [],
  orderings: ['id'],
  defaultOrdering: 'id',
  announce: () => [{ topic: 'settings', change: {} }],
};

/** The id of the one settings row. */
export const SETTINGS_ID = 1;
