import type { PagePublication } from '@festival/shared/api-schemas/page-publication';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { PageRow } from '../../db/tables/pages.table';

export function publicationOf(row: Pick<PageRow, 'has_draft' | 'publish_at' | 'published_at'>): PagePublication {
  const state = row.publish_at ? 'scheduled' : row.has_draft ? 'draft' : 'published';
  return { state, published_at: row.published_at, publish_at: row.publish_at };
}

/**
 * An editor's change goes to the draft: the state visitors saw before it (`baselineVersionId`)
 * stays published when nothing was published yet.
 */
export async function keepPublishedBeforeDraft(tx: Transaction<Database>, page: PageRow, baselineVersionId: number): Promise<void> {
  await tx.updateTable('pages').set({ has_draft: 1, published_version_id: page.published_version_id ?? baselineVersionId }).where('id', '=', page.id).execute();
}

export async function publicationRow(tx: Transaction<Database>, pageId: number): Promise<PageRow> {
  return tx.selectFrom('pages').selectAll().where('id', '=', pageId).executeTakeFirstOrThrow();
}
