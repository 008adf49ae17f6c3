import { LOCALES } from '@festival/shared/i18n/locales';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { allModules } from './module-tree';
import { allocateModuleId, loadOwner, rewriteTrees, type OwnerRef } from './module-owners-repository';

/**
 * Gives the owner's modules without an id a fresh one (the seed writes modules without). Both
 * languages of an owner hold the same modules under the same slugs, so a slug gets one id.
 */
async function assignOwnerModuleIds(tx: Transaction<Database>, ref: OwnerRef): Promise<void> {
  const owner = await loadOwner(tx, ref);
  if (!owner) return;
  const bySlug = new Map<string, number>();
  const missing = LOCALES.flatMap((locale) => allModules(owner.trees[locale])).filter((module) => typeof module.id !== 'number');
  for (const module of missing) {
    const id = bySlug.get(module.slug) ?? (await allocateModuleId(tx, ref, module.model));
    bySlug.set(module.slug, id);
    module.id = id;
  }
  if (missing.length > 0) await rewriteTrees(tx, ref, owner.trees);
}

/** Every page's, container's and article's modules get their ids. */
export async function assignMissingModuleIds(tx: Transaction<Database>): Promise<void> {
  const owners: OwnerRef[] = [
    ...(await tx.selectFrom('pages').select('id').orderBy('id').execute()).map((row) => ({ type: 'page' as const, id: row.id })),
    ...(await tx.selectFrom('containers').select('id').orderBy('id').execute()).map((row) => ({ type: 'container' as const, id: row.id })),
    ...(await tx.selectFrom('articles').select('id').orderBy('id').execute()).map((row) => ({ type: 'article' as const, id: row.id })),
  ];
  for (const ref of owners) await assignOwnerModuleIds(tx, ref);
}
