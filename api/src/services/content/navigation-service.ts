import type { Kysely } from 'kysely';
import type { Locale } from '@festival/shared/i18n/locales';
import type { MenuItem, Navigation } from '@festival/shared/api-schemas/content';
import { MENU_DEPTH } from '@festival/shared/api-schemas/content';
import type { Database } from '../../db/database';
import type { MenuItemRow } from '../../db/tables/menu-items.table';
import { localised } from '../common/localise';
import { bool } from '../common/stored-values';

function menuTree(rows: MenuItemRow[], parentId: number | null, locale: Locale, depth: number): MenuItem[] {
  return rows
    .filter((row) => row.parent_id === parentId)
    .map((row) => ({
      url: localised(row, 'url', locale),
      menu_name: localised(row, 'menu_name', locale),
      has_tab_navigation: bool(row.has_tab_navigation),
      children: depth < MENU_DEPTH ? menuTree(rows, row.id, locale, depth + 1) : [],
    }));
}

export async function navigation(db: Kysely<Database>, locale: Locale): Promise<Navigation> {
  const rows = await db.selectFrom('menu_items').selectAll().orderBy('sort').orderBy('id').execute();
  return {
    menu: menuTree(rows.filter((row) => row.menu === 'main'), null, locale, 1),
    footer: rows
      .filter((row) => row.menu === 'footer' && row.parent_id === null)
      .map((row) => ({ title: localised(row, 'menu_name', locale), url: localised(row, 'url', locale) })),
  };
}
