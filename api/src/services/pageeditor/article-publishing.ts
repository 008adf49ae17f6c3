import { PublishBody, type PagePublication } from '@festival/shared/api-schemas/page-publication';
import type { OwnerWritten } from '@festival/shared/api-schemas/pageeditor-writes';
import { LOCALES } from '@festival/shared/i18n/locales';
import { schemaErrors } from '@festival/shared/validation/module-rules';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { ArticleRow } from '../../db/tables/articles.table';
import type { ChangeBus } from '../changes/change-bus';
import { ConflictError } from '../common/http-errors';
import { parseJson } from '../common/stored-values';
import { runEditorWrite, type EditorWriteContext } from '../editing/write-pipeline';
import { moduleIds, type ModuleTree } from './module-tree';
import { checkRevision, ownerAnnouncements, ownerOrNotFound } from './owner-commits';
import { plannedInstant } from './planned-instant';
import { reclaimModuleIds } from './version-writes';
import { insertVersion, type NewVersion } from './versions-repository';

type PublicationColumns = Pick<ArticleRow, 'draft_modules_de' | 'body_publish_at' | 'body_published_at'>;

/** Where an article's body stands, as a page's publication says it. */
export function articlePublicationOf(row: PublicationColumns): PagePublication {
  const state = row.body_publish_at ? 'scheduled' : row.draft_modules_de !== null ? 'draft' : 'published';
  return { state, published_at: row.body_published_at, publish_at: row.body_publish_at };
}

async function articleRow(tx: Transaction<Database>, id: number): Promise<ArticleRow> {
  return tx.selectFrom('articles').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

const treeJson = (trees: Record<string, ModuleTree>, prefix: 'modules' | 'scheduled_modules') => ({
  [`${prefix}_de`]: JSON.stringify(trees.de), [`${prefix}_en`]: JSON.stringify(trees.en),
}) as Record<`${typeof prefix}_${'de' | 'en'}`, string>;

/** A publication, a plan or a dropped draft is recorded as a version of the body, as a page's are. */
function recordVersion(tx: Kysely<Database>, articleId: number, version: Omit<NewVersion, 'owner' | 'texts'>): Promise<number> {
  return insertVersion(tx, { ...version, owner: { type: 'article', id: articleId }, texts: null });
}

/** POST /{locale}/pageeditor-api/publish/article/{id}/: the body at `revision` becomes what visitors read, now or at `at`. */
export function publishArticle(ctx: EditorWriteContext, articleId: number, body: unknown): Promise<PagePublication> {
  return runEditorWrite(ctx, {
    validate: () => schemaErrors(PublishBody, body),
    sanitize: () => body as PublishBody, // cast: validated above
    async save(tx, input) {
      const owner = await ownerOrNotFound(tx, { type: 'article', id: articleId });
      await checkRevision(tx, owner, input.revision, ctx.locale);
      const at = plannedInstant(input, ctx);
      const planned: { publish_at?: string } = at ? { publish_at: at.toISOString() } : {};
      const action = at ? 'article.schedule' : 'article.publish';
      const versionId = await recordVersion(tx, articleId, {
        revision: owner.revision, userId: ctx.user.id, action, summary: planned, trees: owner.trees, createdAt: ctx.now.toISOString(),
      });
      const summary = { ...planned, revision: owner.revision, version_id: versionId };
      if (at) {
        // the body as it is now is what the plan publishes; later saves stay in the draft
        await tx.updateTable('articles').set({ body_publish_at: at.toISOString(), ...treeJson(owner.trees, 'scheduled_modules') }).where('id', '=', articleId).execute();
        return {
          result: articlePublicationOf(await articleRow(tx, articleId)),
          audit: { action, entityType: 'article', entityId: articleId, summary },
          announce: [],
        };
      }
      await tx.updateTable('articles').set({
        ...treeJson(owner.trees, 'modules'), draft_modules_de: null, draft_modules_en: null,
        body_publish_at: null, scheduled_modules_de: null, scheduled_modules_en: null, body_published_at: ctx.now.toISOString(),
      }).where('id', '=', articleId).execute();
      return {
        result: articlePublicationOf(await articleRow(tx, articleId)),
        audit: { action: 'article.publish', entityType: 'article', entityId: articleId, summary: { revision: owner.revision } },
        announce: ownerAnnouncements(owner.ref),
      };
    },
  });
}

/**
 * DELETE /{locale}/pageeditor-api/publish/article/{id}/?revision=n: drops the planned publication
 * when there is one, else the draft (the body goes back to what visitors read, as a new revision).
 */
export function dropArticleDraft(ctx: EditorWriteContext, articleId: number, revision: number): Promise<OwnerWritten & { publication: PagePublication }> {
  return runEditorWrite(ctx, {
    validate: () => [],
    sanitize: () => revision,
    async save(tx, basedOn) {
      const owner = await ownerOrNotFound(tx, { type: 'article', id: articleId });
      await checkRevision(tx, owner, basedOn, ctx.locale);
      const row = await articleRow(tx, articleId);
      if (row.body_publish_at) {
        const unchanged: OwnerWritten = { revision: owner.revision, version_id: null }; // a plan dropped records no version
        await tx.updateTable('articles').set({ body_publish_at: null, scheduled_modules_de: null, scheduled_modules_en: null }).where('id', '=', articleId).execute();
        return {
          result: { ...unchanged, publication: articlePublicationOf(await articleRow(tx, articleId)) },
          audit: { action: 'article.unschedule', entityType: 'article', entityId: articleId, summary: {} },
          announce: [],
        };
      }
      if (row.draft_modules_de === null) throw new ConflictError('The article has no draft and no planned publication.');
      const drafted = [...new Set(LOCALES.flatMap((locale) => moduleIds(owner.trees[locale])))];
      const read = { de: parseJson<ModuleTree>(row.modules_de), en: parseJson<ModuleTree>(row.modules_en) };
      // modules the draft removed are registered to the article again, those it added let go
      await reclaimModuleIds(tx, owner.ref, drafted, read);
      const written = await tx.updateTable('articles')
        .set((eb) => ({ ...treeJson(read, 'modules'), draft_modules_de: null, draft_modules_en: null, revision: eb('revision', '+', 1) }))
        .where('id', '=', articleId).where('revision', '=', owner.revision)
        .returning('revision').executeTakeFirstOrThrow();
      const versionId = await recordVersion(tx, articleId, {
        revision: written.revision, userId: ctx.user.id, action: 'article.discard', summary: {}, trees: read, createdAt: ctx.now.toISOString(),
      });
      return {
        result: { revision: written.revision, version_id: versionId, publication: articlePublicationOf(await articleRow(tx, articleId)) },
        audit: { action: 'article.discard', entityType: 'article', entityId: articleId, summary: { revision: written.revision, version_id: versionId } },
        announce: ownerAnnouncements(owner.ref),
      };
    },
  });
}

/**
 * Publishes every article body whose planned time has come, once across instances: each is
 * claimed by one update conditional on its plan and its revision (a save meanwhile waits for
 * the next look). The draft is gone only if it is still the body the plan publishes.
 */
export async function publishDueArticles(db: Kysely<Database>, changes: ChangeBus, now: Date): Promise<number[]> {
  const due = await db.selectFrom('articles')
    .select(['id', 'revision', 'body_publish_at', 'scheduled_modules_de', 'scheduled_modules_en', 'draft_modules_de', 'draft_modules_en'])
    .where('body_publish_at', 'is not', null).where('body_publish_at', '<=', now.toISOString()).execute();
  const published: number[] = [];
  for (const row of due) {
    if (row.scheduled_modules_de === null || row.scheduled_modules_en === null) continue;
    const unchanged = row.draft_modules_de === row.scheduled_modules_de && row.draft_modules_en === row.scheduled_modules_en;
    const { scheduled_modules_de: de, scheduled_modules_en: en } = row;
    const claimed = await db.transaction().execute(async (tx) => {
      const update = await tx.updateTable('articles')
        .set({
          modules_de: de, modules_en: en, body_publish_at: null,
          scheduled_modules_de: null, scheduled_modules_en: null, body_published_at: now.toISOString(),
          ...(unchanged ? { draft_modules_de: null, draft_modules_en: null } : {}),
        })
        .where('id', '=', row.id).where('body_publish_at', '=', row.body_publish_at).where('revision', '=', row.revision)
        .executeTakeFirst();
      if (Number(update.numUpdatedRows) !== 1) return false;
      // the body published holds the present revision only while nobody changed the draft since the plan
      await recordVersion(tx, row.id, {
        revision: unchanged ? row.revision : null, userId: null, action: 'article.publish', summary: { publish_at: row.body_publish_at ?? '' },
        trees: { de: parseJson<ModuleTree>(de), en: parseJson<ModuleTree>(en) }, createdAt: now.toISOString(),
      });
      return true;
    });
    if (claimed) published.push(row.id);
  }
  for (const id of published) for (const { topic, change } of ownerAnnouncements({ type: 'article', id })) await changes.publish(topic, change);
  return published;
}
