import type { Locale } from '@festival/shared/i18n/locales';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { ModuleTree } from './module-tree';
import type { PageTexts } from './module-owners-repository';

export interface NewVersion {
  pageId: number;
  revision: number;
  userId: number | null;
  action: string;
  summary: Record<string, number | string>;
  texts: PageTexts;
  trees: Record<Locale, ModuleTree>;
  createdAt: string;
}

export async function insertPageVersion(tx: Transaction<Database>, version: NewVersion): Promise<number> {
  const row = await tx.insertInto('page_versions').values({
    page_id: version.pageId, revision: version.revision, user_id: version.userId, action: version.action,
    summary: JSON.stringify(version.summary), ...version.texts,
    modules_de: JSON.stringify(version.trees.de), modules_en: JSON.stringify(version.trees.en), created_at: version.createdAt,
  }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The first version that holds this revision of a page, if any was recorded. */
export async function versionIdOfRevision(tx: Transaction<Database>, pageId: number, revision: number): Promise<number | null> {
  const row = await tx.selectFrom('page_versions').select('id').where('page_id', '=', pageId).where('revision', '=', revision).orderBy('id').executeTakeFirst();
  return row?.id ?? null;
}

export async function findVersionById(db: Kysely<Database>, versionId: number) {
  return db.selectFrom('page_versions').selectAll().where('id', '=', versionId).executeTakeFirst();
}

/**
 * A page's versions with their authors, newest first. Versions are appended in the order they
 * happen, so the id orders them; a baseline carries the older time of the state it records.
 */
export async function listVersionsOf(db: Kysely<Database>, pageId: number) {
  return db.selectFrom('page_versions')
    .leftJoin('users', 'users.id', 'page_versions.user_id')
    .select([
      'page_versions.id', 'page_versions.page_id', 'page_versions.revision', 'page_versions.created_at', 'page_versions.action',
      'page_versions.summary', 'page_versions.note', 'users.username', 'users.first_name', 'users.last_name',
    ])
    .where('page_versions.page_id', '=', pageId)
    .orderBy('page_versions.id', 'desc')
    .execute();
}
