import type { Transaction } from 'kysely';
import { href, type RouteName } from '@festival/shared/routes/route-table';
import type { Database } from '../../db/database';
import type { NewMenuItem } from '../../db/tables/menu-items.table';
import { ARTICLE_CATEGORIES } from './article-vocabulary';
import { l, type Text } from './bilingual';

interface MenuSeed {
  name: Text;
  url: Text;
  tabs?: boolean;
  children?: MenuSeed[];
}

const route = (name: RouteName, params: Record<string, string> = {}): Text => l(href(name, params, 'de'), href(name, params, 'en'));
const page = (de: string, en: string): Text => l(href('cms-page', { '*': de }, 'de'), href('cms-page', { '*': en }, 'en'));

const MAIN_MENU: MenuSeed[] = [
  { name: l('Programm', 'Programme'), url: route('events'), tabs: true, children: [
    { name: l('Alle Veranstaltungen', 'All events'), url: route('events') },
    { name: l('Produktionen', 'Productions'), url: route('productions') },
    { name: l('Autorinnen und Autoren', 'Authors'), url: route('authors') },
  ] },
  { name: l('Magazin', 'Magazine'), url: route('magazine'), tabs: true, children: [
    { name: l('Alle Beiträge', 'All articles'), url: route('magazine') },
    ...ARTICLE_CATEGORIES.map((category) => ({
      name: category.name,
      url: l(href('magazine-categories-category-id', { category: category.slug.de, id: String(category.id) }, 'de'),
        href('magazine-categories-category-id', { category: category.slug.en, id: String(category.id) }, 'en')),
    })),
    { name: l('Alle Themen', 'All topics'), url: route('magazine-tags') },
  ] },
  { name: l('Festival', 'Festival'), url: page('festival', 'festival'), children: [
    { name: l('Über uns', 'About us'), url: page('festival/ueber-uns', 'festival/about-us'), children: [
      { name: l('Team', 'Team'), url: page('festival/ueber-uns/team', 'festival/about-us/team') },
      { name: l('Presse', 'Press'), url: page('festival/ueber-uns/presse', 'festival/about-us/press') },
    ] },
    { name: l('Besuch planen', 'Plan your visit'), url: page('festival/besuch-planen', 'festival/plan-your-visit'), children: [
      { name: l('Barrierefreiheit', 'Accessibility'), url: page('festival/besuch-planen/barrierefreiheit', 'festival/plan-your-visit/accessibility') },
    ] },
    { name: l('Alle Module', 'All modules'), url: page('module', 'modules') },
  ] },
  { name: l('Kontakt', 'Contact'), url: route('forms-slug-id', { slug: 'kontakt', id: '1' }) },
];

const FOOTER_MENU: MenuSeed[] = [
  { name: l('Presse', 'Press'), url: page('festival/ueber-uns/presse', 'festival/about-us/press') },
  { name: l('Besuch planen', 'Plan your visit'), url: page('festival/besuch-planen', 'festival/plan-your-visit') },
  { name: l('Barrierefreiheit', 'Accessibility'), url: page('festival/besuch-planen/barrierefreiheit', 'festival/plan-your-visit/accessibility') },
  { name: l('Newsletter', 'Newsletter'), url: route('forms-slug-id', { slug: 'newsletter', id: '2' }) },
  { name: l('Kontakt', 'Contact'), url: route('forms-slug-id', { slug: 'kontakt', id: '1' }) },
];

function flatten(menu: 'main' | 'footer', items: MenuSeed[], rows: NewMenuItem[], parentId: number | null): NewMenuItem[] {
  items.forEach((item, index) => {
    const id = rows.length + 1;
    rows.push({
      id, menu, parent_id: parentId, sort: index, has_tab_navigation: item.tabs ? 1 : 0,
      url_de: item.url.de, url_en: item.url.en, menu_name_de: item.name.de, menu_name_en: item.name.en,
    });
    flatten(menu, item.children ?? [], rows, id);
  });
  return rows;
}

/** The main menu (with submenus three levels deep) and the footer menu. */
export async function seedMenus(trx: Transaction<Database>): Promise<void> {
  const rows = flatten('main', MAIN_MENU, [], null);
  flatten('footer', FOOTER_MENU, rows, null);
  await trx.insertInto('menu_items').values(rows).execute();
}
