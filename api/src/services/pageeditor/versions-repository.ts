import type { Locale } from '@festival/shared/i18n/locales';
import type { VersionedType } from '@festival/shared/api-schemas/version-paths';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { PageVersionRow } from '../../db/tables/page-versions.table';
import type { ModuleTree } from './module-tree';
import type { OwnerRef, PageTexts } from './module-owners-repository';

/** Owners that keep versions: pages in page_versions, article bodies in article_versions (a container keeps none). */
export type { VersionedType };
export interface VersionedRef extends OwnerRef {
  type: VersionedType;
}
export const isVersioned = (ref: OwnerRef): ref is VersionedRef => ref.type !== 'container';

const TABLES = {
  page: { table: 'page_versions', owner: 'page_id', qualified: 'page_versions.page_id' },
  article: { table: 'article_versions', owner: 'article_id', qualified: 'article_versions.article_id' },
} as const;

export interface NewVersion {
  owner: VersionedRef;
  revision: number | null;
  userId: number | null;
  action: string;
  summary: Record<string, number | string>;
  /** A page's texts; null for an article, whose versions hold its body only. */
  texts: PageTexts | null;
  trees: Record<Locale, ModuleTree>;
  createdAt: string;
}

/** A stored version of either kind, with its owner's id and, for a page, its texts. */
export interface StoredVersion {
  id: number;
  owner_id: number;
  revision: number | null;
  modules_de: string;
  modules_en: string;
  created_at: string;
  texts: PageTexts | null;
}

export async function insertVersion(tx: Transaction<Database> | Kysely<Database>, version: NewVersion): Promise<number> {
  const values = {
    revision: version.revision, user_id: version.userId, action: version.action, summary: JSON.stringify(version.summary),
    modules_de: JSON.stringify(version.trees.de), modules_en: JSON.stringify(version.trees.en), created_at: version.createdAt,
  };
  const row = version.owner.type === 'page'
    ? await tx.insertInto('page_versions').values({ ...values, page_id: version.owner.id, ...version.texts as PageTexts }).returning('id').executeTakeFirstOrThrow() // cast: a page's version always has its texts
    : await tx.insertInto('article_versions').values({ ...values, article_id: version.owner.id }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The first version that holds this revision of the owner, if any was recorded. */
export async function versionOfRevision(tx: Kysely<Database>, ref: VersionedRef, revision: number) {
  const { table, owner } = TABLES[ref.type];
  return tx.selectFrom(table).select(['id', 'modules_de', 'modules_en']).where(owner, '=', ref.id).where('revision', '=', revision).orderBy('id').executeTakeFirst();
}

/** A page version with all its columns (what visitors see of a published page). */
export async function findPageVersion(db: Kysely<Database>, versionId: number): Promise<PageVersionRow | undefined> {
  return db.selectFrom('page_versions').selectAll().where('id', '=', versionId).executeTakeFirst();
}

export async function findVersion(db: Kysely<Database>, type: VersionedType, versionId: number): Promise<StoredVersion | undefined> {
  if (type === 'page') {
    const row = await findPageVersion(db, versionId);
    return row && {
      ...row, owner_id: row.page_id, texts: { title_de: row.title_de, title_en: row.title_en, headline_de: row.headline_de, headline_en: row.headline_en },
    };
  }
  const row = await db.selectFrom('article_versions').selectAll().where('id', '=', versionId).executeTakeFirst();
  return row && { ...row, owner_id: row.article_id, texts: null };
}

/**
 * An owner's versions with their authors, newest first. Versions are appended in the order they
 * happen, so the id orders them; a baseline carries the older time of the state it records.
 */
export async function listVersionsOf(db: Kysely<Database>, ref: VersionedRef) {
  const { table, qualified } = TABLES[ref.type];
  return db.selectFrom(table)
    .leftJoin('users', 'users.id', `${table}.user_id`)
    .select([
      `${table}.id`, `${table}.revision`, `${table}.created_at`, `${table}.action`,
      `${table}.summary`, `${table}.note`, 'users.username', 'users.first_name', 'users.last_name',
    ])
    .where(qualified, '=', ref.id)
    .orderBy(`${table}.id`, 'desc')
    .execute();
}
