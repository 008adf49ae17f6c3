import { ContainerCreateBody, type ContainerCreated } from '@festival/shared/api-schemas/pageeditor-writes';
import { schemaErrors, type ModuleFieldError } from '@festival/shared/validation/module-rules';
import { LOCALES } from '@festival/shared/i18n/locales';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { containerBySlug } from '../content/containers-service';
import { runEditorWrite, type EditorWriteContext } from '../editing/write-pipeline';
import { insertModule } from './module-tree';
import { allocateModuleId, findContainerBySlug, insertContainer } from './module-owners-repository';
import { checkPlacement, checkRevision, commitOwner, editorModule, ownerAnnouncements, parentSlot } from './owner-commits';

const DEFAULT_LAYOUT = 'default';

/** A parent needs its position and the revision the editor's copy of that page showed. */
function placementErrors(body: ContainerCreateBody): ModuleFieldError[] {
  if (!body.parent) return [];
  return (['position', 'revision'] as const).filter((field) => body[field] === undefined).map((field) => ({ field, message: 'required' }));
}

/**
 * POST /{locale}/pageeditor-api/container/ (spec §4: a missing container is created for editors):
 * the container of the slug, made when missing; with a parent, a Container module showing it is
 * placed there too. Answers whether it was made.
 */
export async function ensureContainer(ctx: EditorWriteContext, raw: unknown): Promise<{ created: boolean; answer: ContainerCreated }> {
  const body = (raw && typeof raw === 'object' ? raw : {}) as ContainerCreateBody; // cast: checked by validate() before use
  const db: Kysely<Database> = ctx.db.kysely;
  if (schemaErrors(ContainerCreateBody, raw).length === 0 && !body.parent && (await findContainerBySlug(db, body.slug))) {
    return { created: false, answer: { container: await containerBySlug(db, body.slug, ctx.locale, ctx.now, 'editor'), placed: null } };
  }
  let created = false;
  const placed = await runEditorWrite(ctx, {
    validate: () => [...schemaErrors(ContainerCreateBody, raw), ...placementErrors(body)],
    sanitize: () => ({ slug: body.slug, layout: body.layout ?? DEFAULT_LAYOUT }),
    async save(tx, input) {
      // The parent is checked before the container is made: a container may only point at a page that exists.
      const placement = body.parent ? await parentSlot(tx, body.parent, ctx.locale) : null;
      if (placement) {
        checkPlacement('Container', placement.owner, placement.slot, ctx.locale);
        await checkRevision(tx, placement.owner, body.revision ?? 0, ctx.locale);
      }
      const parentPageId = body.parent?.type === 'page' ? body.parent.id : null;
      const insertedId = await insertContainer(tx, { ...input, parentPageId }, ctx.now);
      created = insertedId !== null;
      const containerId = insertedId ?? (await findContainerBySlug(tx, input.slug))?.id;
      if (containerId === undefined) throw new Error(`container ${input.slug} neither inserted nor found`);
      if (!placement) {
        return {
          result: null,
          audit: { action: 'container.create', entityType: 'container', entityId: containerId, summary: input },
          announce: [{ topic: 'content', change: { entity: 'container', ids: [containerId] } }],
        };
      }
      const { owner, slot } = placement;
      const id = await allocateModuleId(tx, owner.ref, 'Container');
      const module = { id, slug: input.slug, model: 'Container' as const, layout: input.layout };
      for (const locale of LOCALES) insertModule(owner.trees[locale], slot, body.position ?? 0, { ...module });
      const change = { action: 'module.create', summary: { module_id: id, model: 'Container' } };
      const written = await commitOwner(tx, ctx, owner, change);
      return {
        result: { module: await editorModule(tx, module, ctx), ...written },
        audit: { ...change, entityType: owner.ref.type, entityId: owner.ref.id, summary: { ...change.summary, container: containerId, container_created: created, parent: body.parent } },
        announce: [{ topic: 'content', change: { entity: 'container', ids: [containerId] } }, ...ownerAnnouncements(owner.ref)],
      };
    },
  });
  return { created, answer: { container: await containerBySlug(db, body.slug, ctx.locale, ctx.now, 'editor'), placed } };
}
