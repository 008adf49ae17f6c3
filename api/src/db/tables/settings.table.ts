import type { Generated, Selectable } from 'kysely';

export interface SettingsTable {
  id: Generated<number>;
  is_site_online: number;
  is_shop_online: number;
  html_footer_logos: string;
  html_footer_top: string;
  html_footer_bottom: string;
  html_header: string;
  /** JSON object: status code → path of that status's error HTML. */
  error_pages: Generated<string>;
  /** Counts the object's saves in the admin; a write based on an older revision is stale (409). */
  revision: Generated<number>;
}
export type SettingsRow = Selectable<SettingsTable>;
