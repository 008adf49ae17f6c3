import type { Generated, Insertable, Selectable } from 'kysely';

export interface MenuItemTable {
  id: number;
  menu: 'main' | 'footer';
  parent_id: number | null;
  sort: Generated<number>;
  url_de: string;
  url_en: string;
  menu_name_de: string;
  menu_name_en: string;
  has_tab_navigation: Generated<number>;
  /** Counts the object's saves in the admin; a write based on an older revision is stale (409). */
  revision: Generated<number>;
}
export type MenuItemRow = Selectable<MenuItemTable>;
export type NewMenuItem = Insertable<MenuItemTable>;
