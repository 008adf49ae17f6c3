import type { Transaction } from 'kysely';
import type { DialectName } from '../db/create-db';
import type { Database } from '../db/database';
import { assignMissingModuleIds } from '../services/pageeditor/module-ids';
import { rebuildSearchIndex } from '../services/search/rebuild-search-index';
import { seedArticles } from './content/articles-seed';
import { seedForms } from './content/forms-seed';
import { seedMenus } from './content/menus-seed';
import { seedPages } from './content/pages-seed';
import { loadSeedRefs } from './content/seed-refs';
import { seedSiteInfo } from './content/site-info-seed';

/**
 * The content half of the demo festival: pages built from every module type (given their
 * stable ids), menus, forms, opening hours, breaking news and the magazine. Runs after the programme seed, whose rows it
 * links to, and ends by indexing both halves for the site search.
 */
export async function seedContent(trx: Transaction<Database>, dialect: DialectName, now: Date = new Date()): Promise<void> {
  const refs = await loadSeedRefs(trx, now);
  await seedSiteInfo(trx, refs);
  await seedForms(trx, refs);
  await seedArticles(trx, refs);
  await seedPages(trx, refs);
  await assignMissingModuleIds(trx);
  await seedMenus(trx);
  await rebuildSearchIndex(trx, dialect, now);
}
