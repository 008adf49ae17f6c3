import type { Locale } from '@festival/shared/i18n/locales';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { PageRow } from '../../db/tables/pages.table';
import { parseJson } from '../common/stored-values';
import { articleBodyJson } from '../content/article-body';
import type { ModuleTree } from './module-tree';

/** Pages, containers and magazine articles hold modules; each keeps them as JSON per language. */
export type OwnerType = 'page' | 'container' | 'article';
export interface OwnerRef {
  type: OwnerType;
  id: number;
}

export interface LoadedOwner {
  ref: OwnerRef;
  revision: number;
  trees: Record<Locale, ModuleTree>;
  /** The trees as stored when loaded (JSON): what a baseline version records before the first edit. */
  stored: Record<Locale, string>;
  /** The page row, for a page (its titles go into versions). */
  page: PageRow | null;
}

/** Page fields a restored version brings back besides the modules. */
export type PageTexts = Pick<PageRow, 'title_de' | 'title_en' | 'headline_de' | 'headline_en'>;

const TABLE = { page: 'pages', container: 'containers', article: 'articles' } as const;

export async function loadOwner(db: Kysely<Database>, ref: OwnerRef): Promise<LoadedOwner | null> {
  if (ref.type === 'page') {
    const page = await db.selectFrom('pages').selectAll().where('id', '=', ref.id).executeTakeFirst();
    return page ? { ...ownerTrees(ref, page.revision, { de: page.modules_de, en: page.modules_en }), page } : null;
  }
  if (ref.type === 'article') {
    // editors change an article's draft, or the body visitors see while there is none
    const row = await db.selectFrom('articles').select(['revision', 'modules_de', 'modules_en', 'draft_modules_de', 'draft_modules_en']).where('id', '=', ref.id).executeTakeFirst();
    return row ? { ...ownerTrees(ref, row.revision, { de: articleBodyJson(row, 'de', { draft: true }), en: articleBodyJson(row, 'en', { draft: true }) }), page: null } : null;
  }
  const row = await db.selectFrom(TABLE[ref.type]).select(['id', 'revision', 'modules_de', 'modules_en']).where('id', '=', ref.id).executeTakeFirst();
  return row ? { ...ownerTrees(ref, row.revision, { de: row.modules_de, en: row.modules_en }), page: null } : null;
}

function ownerTrees(ref: OwnerRef, revision: number, stored: Record<Locale, string>): Omit<LoadedOwner, 'page'> {
  return { ref, revision, stored, trees: { de: parseJson(stored.de), en: parseJson(stored.en) } };
}

/** The columns an owner's editors write its trees to: an article's draft, the others' own. */
function treeColumns(type: OwnerType, trees: Record<Locale, ModuleTree>) {
  const json = { de: JSON.stringify(trees.de), en: JSON.stringify(trees.en) };
  return type === 'article' ? { draft_modules_de: json.de, draft_modules_en: json.en } : { modules_de: json.de, modules_en: json.en };
}

/**
 * Stores the trees as the owner's next revision, only if it is still at the revision it was
 * loaded with: the new revision, or null when another write came first.
 */
export async function saveOwnerTrees(
  tx: Transaction<Database>, owner: LoadedOwner, trees: Record<Locale, ModuleTree>, now: Date, texts: PageTexts | null = null,
): Promise<number | null> {
  const row = await tx.updateTable(TABLE[owner.ref.type])
    .set((eb) => ({
      ...treeColumns(owner.ref.type, trees),
      // an article keeps no time of its last change (its date is the publication's)
      ...(owner.ref.type === 'article' ? {} : { updated_at: now.toISOString() }),
      revision: eb('revision', '+', 1), ...(texts ?? {}),
    }))
    .where('id', '=', owner.ref.id).where('revision', '=', owner.revision)
    .returning('revision')
    .executeTakeFirst();
  return row?.revision ?? null;
}

/** Stores trees as they are, without a new revision: for ids given to modules that had none. */
export async function rewriteTrees(tx: Transaction<Database>, ref: OwnerRef, trees: Record<Locale, ModuleTree>): Promise<void> {
  if (ref.type === 'article') {
    // the trees were read from the draft when there is one (loadOwner)
    const row = await tx.selectFrom('articles').select('draft_modules_de').where('id', '=', ref.id).executeTakeFirst();
    if (row?.draft_modules_de != null) {
      await tx.updateTable('articles').set(treeColumns('article', trees)).where('id', '=', ref.id).execute();
      return;
    }
  }
  await tx.updateTable(TABLE[ref.type]).set({ modules_de: JSON.stringify(trees.de), modules_en: JSON.stringify(trees.en) }).where('id', '=', ref.id).execute();
}

export async function findContainerBySlug(db: Kysely<Database>, slug: string) {
  return db.selectFrom('containers').selectAll().where('slug', '=', slug).executeTakeFirst();
}

/** A new empty container; null when the slug was taken in the meantime. */
export async function insertContainer(tx: Transaction<Database>, container: { slug: string; layout: string; parentPageId: number | null }, now: Date): Promise<number | null> {
  const row = await tx.insertInto('containers')
    .values({ slug: container.slug, layout: container.layout, parent_id: container.parentPageId, modules_de: '[]', modules_en: '[]', updated_at: now.toISOString() })
    .onConflict((oc) => oc.column('slug').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Where a module lives and its model; null for an unknown id. */
export async function moduleOwner(db: Kysely<Database>, moduleId: number): Promise<{ ref: OwnerRef; model: string } | null> {
  const row = await db.selectFrom('content_modules').selectAll().where('id', '=', moduleId).executeTakeFirst();
  return row ? { ref: { type: row.owner_type as OwnerType, id: row.owner_id }, model: row.model } : null; // cast: only the write path inserts, with an OwnerType
}

/** A fresh module id, registered to its owner. */
export async function allocateModuleId(tx: Transaction<Database>, ref: OwnerRef, model: string): Promise<number> {
  const row = await tx.insertInto('content_modules').values({ owner_type: ref.type, owner_id: ref.id, model }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Registers modules that come back with their earlier ids (a restored version). */
export async function registerModuleIds(tx: Transaction<Database>, ref: OwnerRef, modules: Array<{ id: number; model: string }>): Promise<void> {
  if (modules.length === 0) return;
  await tx.insertInto('content_modules').values(modules.map((module) => ({ id: module.id, owner_type: ref.type, owner_id: ref.id, model: module.model }))).execute();
}

/** Which of these ids are registered, and to whom. */
export async function registeredModules(tx: Transaction<Database>, ids: number[]) {
  return ids.length === 0 ? [] : tx.selectFrom('content_modules').selectAll().where('id', 'in', ids).execute();
}

export async function dropModuleIds(tx: Transaction<Database>, ids: number[]): Promise<void> {
  if (ids.length > 0) await tx.deleteFrom('content_modules').where('id', 'in', ids).execute();
}
