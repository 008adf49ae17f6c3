import type { Kysely } from 'kysely';
import type { Locale } from '@festival/shared/i18n/locales';
import type { Database } from '../../db/database';
import type { PageRow } from '../../db/tables/pages.table';
import { visiblePageCondition } from './page-visibility';

/** Deeper trees than this are a data error (a cycle); the walk stops there. */
const MAX_TREE_DEPTH = 32;

export async function findPageByUrl(db: Kysely<Database>, locale: Locale, url: string): Promise<PageRow | undefined> {
  return db.selectFrom('pages').selectAll().where(locale === 'de' ? 'url_de' : 'url_en', '=', url).executeTakeFirst();
}

/** The page's ancestors, from the top of the tree down to its parent. */
export async function findAncestors(db: Kysely<Database>, page: PageRow): Promise<PageRow[]> {
  const chain: PageRow[] = [];
  let parentId = page.parent_id;
  while (parentId !== null && chain.length < MAX_TREE_DEPTH) {
    const parent = await db.selectFrom('pages').selectAll().where('id', '=', parentId).executeTakeFirst();
    if (!parent) break;
    chain.unshift(parent);
    parentId = parent.parent_id;
  }
  return chain;
}

export async function findPageVersion(db: Kysely<Database>, pageId: number, versionId: number) {
  return db.selectFrom('page_versions').selectAll().where('id', '=', versionId).where('page_id', '=', pageId).executeTakeFirst();
}

/** The pages visitors see now (page-visibility.ts). */
export async function listVisiblePages(db: Kysely<Database>, now: Date) {
  return db.selectFrom('pages').select(['id', 'url_de', 'url_en']).where(visiblePageCondition(now)).orderBy('id').execute();
}
