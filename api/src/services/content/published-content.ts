import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { PageRow } from '../../db/tables/pages.table';
import { findPageVersion } from '../pageeditor/versions-repository';

/** A page's texts and module trees per language. */
export type PageContent = Pick<PageRow, 'title_de' | 'title_en' | 'headline_de' | 'headline_en' | 'modules_de' | 'modules_en'>;

const contentOf = (row: PageContent): PageContent => ({
  title_de: row.title_de, title_en: row.title_en, headline_de: row.headline_de, headline_en: row.headline_en,
  modules_de: row.modules_de, modules_en: row.modules_en,
});

/**
 * What visitors see of a page: the published version's content, or the page's own while no
 * version is published (a page no editor has changed since drafts began). Answers, documents
 * and the search index read pages through this, never a draft.
 */
export async function publishedContent(db: Kysely<Database>, row: PageRow): Promise<PageContent> {
  if (row.published_version_id === null) return contentOf(row);
  const version = await findPageVersion(db, row.published_version_id);
  return version ? contentOf(version) : contentOf(row);
}

/** Pages with the texts visitors see (breadcrumbs and parent chains name published titles, never a draft's). */
export async function withPublishedTexts<Row extends PageRow>(db: Kysely<Database>, rows: Row[]): Promise<Row[]> {
  return Promise.all(rows.map(async (row) => (row.published_version_id === null ? row : { ...row, ...await publishedContent(db, row) })));
}
