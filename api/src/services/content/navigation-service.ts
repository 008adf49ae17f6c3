import type { Kysely } from 'kysely';
import type { Locale } from '@festival/shared/i18n/locales';
import type { MenuItem, Navigation } from '@festival/shared/api-schemas/content';
import { MENU_DEPTH } from '@festival/shared/api-schemas/content';
import type { Database } from '../../db/database';
import type { MenuItemRow } from '../../db/tables/menu-items.table';
import { localised } from '../common/localise';
import { bool } from '../common/stored-values';
import { visiblePageCondition } from './page-visibility';
import { pageUrls } from './pages-service';

const withoutTrailingSlash = (url: string) => url.replace(/(.)\/+$/, '$1');

/** Paths in this language of the CMS pages visitors do not see now (offline or outside their window). */
async function hiddenPagePaths(db: Kysely<Database>, locale: Locale, now: Date): Promise<Set<string>> {
  const rows = await db.selectFrom('pages').select(['url_de', 'url_en']).where((eb) => eb.not(visiblePageCondition(now)(eb))).execute();
  return new Set(rows.map((row) => pageUrls(row)[locale]));
}

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

/** Main and footer menu; an entry that links a page visitors do not see is left out, with the entries below it. */
export async function navigation(db: Kysely<Database>, locale: Locale, now: Date): Promise<Navigation> {
  const [rows, hidden] = await Promise.all([
    db.selectFrom('menu_items').selectAll().orderBy('sort').orderBy('id').execute(),
    hiddenPagePaths(db, locale, now),
  ]);
  const shown = rows.filter((row) => !hidden.has(withoutTrailingSlash(localised(row, 'url', locale))));
  return {
    menu: menuTree(shown.filter((row) => row.menu === 'main'), null, locale, 1),
    footer: shown
      .filter((row) => row.menu === 'footer' && row.parent_id === null)
      .map((row) => ({ title: localised(row, 'menu_name', locale), url: localised(row, 'url', locale) })),
  };
}
