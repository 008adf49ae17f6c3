import { PublishBody, type PagePublication } from '@festival/shared/api-schemas/page-publication';
import type { OwnerWritten } from '@festival/shared/api-schemas/pageeditor-writes';
import { LOCALES } from '@festival/shared/i18n/locales';
import { schemaErrors } from '@festival/shared/validation/module-rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { PageRow } from '../../db/tables/pages.table';
import type { ChangeBus } from '../changes/change-bus';
import { ConflictError } from '../common/http-errors';
import { parseJson } from '../common/stored-values';
import { runEditorWrite, type EditorWriteContext } from '../editing/write-pipeline';
import { moduleIds, type ModuleTree } from './module-tree';
import { publicationOf, publicationRow } from './page-publication-repository';
import { findPageVersion, insertVersion } from './versions-repository';
import { checkRevision, commitOwner, ownerAnnouncements, ownerOrNotFound } from './owner-commits';
import { plannedInstant } from './planned-instant';
import { reclaimModuleIds } from './version-writes';

/** POST /{locale}/pageeditor-api/publish/{page_id}/: the draft at `revision` becomes what visitors see, now or at `at`. */
export function publishPage(ctx: EditorWriteContext, pageId: number, body: unknown): Promise<PagePublication> {
  return runEditorWrite(ctx, {
    validate: () => schemaErrors(PublishBody, body),
    sanitize: () => body as PublishBody, // cast: validated above
    async save(tx, input) {
      const owner = await ownerOrNotFound(tx, { type: 'page', id: pageId });
      await checkRevision(tx, owner, input.revision, ctx.locale);
      const page = owner.page as PageRow; // a page owner always carries its row
      const at = plannedInstant(input, ctx);
      const planned = at !== null;
      const plannedFor: { publish_at?: string } = at ? { publish_at: at.toISOString() } : {};
      const versionId = await insertVersion(tx, {
        owner: { type: 'page', id: pageId }, revision: owner.revision, userId: ctx.user.id, action: planned ? 'page.schedule' : 'page.publish',
        summary: plannedFor,
        texts: { title_de: page.title_de, title_en: page.title_en, headline_de: page.headline_de, headline_en: page.headline_en },
        trees: owner.trees, createdAt: ctx.now.toISOString(),
      });
      await tx.updateTable('pages').set(planned
        ? { ...plannedFor, scheduled_version_id: versionId }
        : { published_version_id: versionId, has_draft: 0, publish_at: null, scheduled_version_id: null, published_at: ctx.now.toISOString() })
        .where('id', '=', pageId).execute();
      const summary = { version_id: versionId, ...plannedFor };
      return {
        result: publicationOf(await publicationRow(tx, pageId)),
        audit: { action: planned ? 'page.schedule' : 'page.publish', entityType: 'page', entityId: pageId, summary },
        announce: planned ? [] : ownerAnnouncements(owner.ref),
      };
    },
  });
}

/**
 * DELETE /{locale}/pageeditor-api/publish/{page_id}/?revision=n: drops the planned publication
 * when there is one, else the draft (the page's content goes back to what visitors see).
 */
export function dropDraft(ctx: EditorWriteContext, pageId: number, revision: number): Promise<OwnerWritten & { publication: PagePublication }> {
  return runEditorWrite(ctx, {
    validate: () => [],
    sanitize: () => revision,
    async save(tx, basedOn) {
      const owner = await ownerOrNotFound(tx, { type: 'page', id: pageId });
      await checkRevision(tx, owner, basedOn, ctx.locale);
      const page = owner.page as PageRow; // a page owner always carries its row
      if (page.publish_at) {
        await tx.updateTable('pages').set({ publish_at: null, scheduled_version_id: null }).where('id', '=', pageId).execute();
        return {
          result: { revision: owner.revision, version_id: null, publication: publicationOf(await publicationRow(tx, pageId)) },
          audit: { action: 'page.unschedule', entityType: 'page', entityId: pageId, summary: {} },
          announce: [],
        };
      }
      const published = page.has_draft && page.published_version_id !== null ? await findPageVersion(tx, page.published_version_id) : undefined;
      if (!published) throw new ConflictError('The page has no draft and no planned publication.');
      const current = [...new Set(LOCALES.flatMap((locale) => moduleIds(owner.trees[locale])))];
      owner.trees = { de: parseJson<ModuleTree>(published.modules_de), en: parseJson<ModuleTree>(published.modules_en) };
      await reclaimModuleIds(tx, owner.ref, current, owner.trees);
      const change = { action: 'page.discard', summary: { version_id: published.id } };
      const written = await commitOwner(tx, ctx, owner, change, {
        title_de: published.title_de, title_en: published.title_en, headline_de: published.headline_de, headline_en: published.headline_en,
      });
      await tx.updateTable('pages').set({ has_draft: 0 }).where('id', '=', pageId).execute();
      return {
        result: { ...written, publication: publicationOf(await publicationRow(tx, pageId)) },
        audit: { ...change, entityType: 'page', entityId: pageId, summary: { ...change.summary, revision: written.revision } },
        announce: ownerAnnouncements(owner.ref),
      };
    },
  });
}

/**
 * Publishes every page whose planned time has come. Each page is claimed by one conditional
 * update, so with several instances polling the same database each publication happens once.
 */
export async function publishDuePages(db: Kysely<Database>, changes: ChangeBus, now: Date): Promise<number[]> {
  const due = await db.selectFrom('pages').select(['id', 'publish_at', 'scheduled_version_id', 'revision'])
    .where('publish_at', 'is not', null).where('publish_at', '<=', now.toISOString()).execute();
  const published: number[] = [];
  for (const row of due) {
    const version = row.scheduled_version_id === null ? undefined : await findPageVersion(db, row.scheduled_version_id);
    const claimed = await db.updateTable('pages')
      .set({
        published_version_id: row.scheduled_version_id, publish_at: null, scheduled_version_id: null, published_at: now.toISOString(),
        // The draft is gone only if nobody changed the page after planning its publication.
        ...(version && version.revision === row.revision ? { has_draft: 0 } : {}),
      })
      .where('id', '=', row.id).where('publish_at', '=', row.publish_at).where('revision', '=', row.revision)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 1) published.push(row.id);
  }
  for (const id of published) for (const { topic, change } of ownerAnnouncements({ type: 'page', id })) await changes.publish(topic, change);
  return published;
}
