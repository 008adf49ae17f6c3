import type { ModuleModel, PageModule } from '@festival/shared/api-schemas/content-modules';
import type { ModuleParent, OwnerWritten } from '@festival/shared/api-schemas/pageeditor-writes';
import type { Locale } from '@festival/shared/i18n/locales';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { contentChange } from '../editing/content-announcements';
import { NotFoundError } from '../common/http-errors';
import { parseJson } from '../common/stored-values';
import { resolveModules, type StoredModule } from '../content/module-resolver';
import { latestAudit } from '../editing/audit-repository';
import { FieldValidationError, StaleWriteError } from '../editing/editor-errors';
import type { Announcement, EditorWriteContext } from '../editing/write-pipeline';
import { changedDependencies, treesAtRevision, type WriteDependency } from './module-conflicts';
import { hasSlot, type ModuleTree, type TreeSlot } from './module-tree';
import { loadOwner, moduleOwner, saveOwnerTrees, type LoadedOwner, type OwnerRef, type PageTexts } from './module-owners-repository';
import { keepPublishedBeforeDraft } from './page-publication-repository';
import { insertVersion, isVersioned, versionOfRevision, type VersionedRef } from './versions-repository';

/** What a page version and the audit say about a change. */
export interface OwnerChange {
  action: string;
  summary: Record<string, number | string>;
}

const OWNER_NAMES = { page: 'Page', container: 'Container', article: 'Article' } as const;

const badParent = (locale: Locale) => new FieldValidationError([{ field: 'parent', message: 'notFound' }], locale);

/** 409 with the stored revision and who changed the page or container last, and when. */
async function staleWrite(tx: Transaction<Database>, ref: OwnerRef, locale: Locale): Promise<StaleWriteError> {
  const current = await loadOwner(tx, ref);
  const last = await latestAudit(tx, ref.type, ref.id);
  return new StaleWriteError({ revision: current?.revision ?? 0, changedAt: last?.changedAt ?? null, changedBy: last?.changedBy ?? null }, locale);
}

export async function ownerOrNotFound(tx: Transaction<Database>, ref: OwnerRef): Promise<LoadedOwner> {
  const owner = await loadOwner(tx, ref);
  if (!owner) throw new NotFoundError(`${OWNER_NAMES[ref.type]} not found.`);
  return owner;
}

/** The write names the revision its copy showed; any other than the stored one is stale. */
export async function checkRevision(tx: Transaction<Database>, owner: LoadedOwner, basedOn: number, locale: Locale): Promise<void> {
  if (basedOn !== owner.revision) throw await staleWrite(tx, owner.ref, locale);
}

/**
 * A module write names the revision its copy showed. Based on an older one it still applies when
 * what it depends on is unchanged since (another editor changed another module); it is stale when
 * that changed, or when the copy is not on record (a container keeps no versions).
 */
export async function checkDependencies(
  tx: Transaction<Database>, owner: LoadedOwner, basedOn: number, dependencies: readonly WriteDependency[], locale: Locale,
): Promise<void> {
  if (basedOn === owner.revision) return;
  const copy = isVersioned(owner.ref) && basedOn < owner.revision ? await treesAtRevision(tx, owner.ref, basedOn) : null;
  if (!copy || changedDependencies(copy, owner.trees, dependencies).length > 0) throw await staleWrite(tx, owner.ref, locale);
}

/** The module with this id and model, where it lives; 404 when there is none. */
export async function ownerOfModule(tx: Transaction<Database>, model: ModuleModel, id: number): Promise<OwnerRef> {
  const found = await moduleOwner(tx, id);
  if (!found || found.model !== model) throw new NotFoundError('Module not found.');
  return found.ref;
}

/** The owner and slot a parent names, checked against the request's language tree; 400 on parent when it names nothing. */
export async function parentSlot(tx: Transaction<Database>, parent: ModuleParent, locale: Locale): Promise<{ owner: LoadedOwner; slot: TreeSlot }> {
  let ref: OwnerRef;
  let slot: TreeSlot;
  if (parent.type === 'column') {
    const section = await moduleOwner(tx, parent.id);
    if (!section || section.model !== 'Section') throw badParent(locale);
    ref = section.ref;
    slot = { kind: 'column', sectionId: parent.id, column: parent.column };
  } else {
    ref = { type: parent.type, id: parent.id };
    slot = { kind: 'top' };
  }
  const owner = await loadOwner(tx, ref);
  if (!owner || !hasSlot(owner.trees[locale], slot)) throw badParent(locale);
  return { owner, slot };
}

/** Spec §3: sections sit at the top of a page, container or article; containers are shared by pages only. */
export function checkPlacement(model: ModuleModel, owner: LoadedOwner, slot: TreeSlot, locale: Locale): void {
  const misplaced = (model === 'Section' && slot.kind !== 'top') || (model === 'Container' && owner.ref.type !== 'page');
  if (misplaced) throw new FieldValidationError([{ field: 'parent', message: 'invalid' }], locale);
}

function pageTexts(page: NonNullable<LoadedOwner['page']>): PageTexts {
  return { title_de: page.title_de, title_en: page.title_en, headline_de: page.headline_de, headline_en: page.headline_en };
}

/**
 * Records the owner's state before its first edit (a baseline), so that state can be restored;
 * a page's carries the time of its last change, an article's (which keeps none) the present.
 */
async function baselineOf(tx: Transaction<Database>, owner: LoadedOwner, ref: VersionedRef, now: Date): Promise<number> {
  const { page } = owner;
  const recorded = await versionOfRevision(tx, ref, owner.revision);
  return recorded?.id ?? insertVersion(tx, {
    owner: ref, revision: owner.revision, userId: null, action: `${ref.type}.baseline`, summary: {}, texts: page && pageTexts(page),
    trees: { de: parseJson<ModuleTree>(owner.stored.de), en: parseJson<ModuleTree>(owner.stored.en) },
    createdAt: page?.updated_at ?? now.toISOString(),
  });
}

/**
 * Stores the owner's changed trees as its next revision and, for a page or an article, records
 * the version (spec §9: versioning of pages on). An owner edited for the first time gets its
 * state before the edit recorded too. A page's changes are its draft until an editor publishes
 * them (page-publishing.ts), an article's go to its draft (article-publishing.ts).
 */
export async function commitOwner(
  tx: Transaction<Database>, ctx: EditorWriteContext, owner: LoadedOwner, change: OwnerChange, texts: PageTexts | null = null,
): Promise<OwnerWritten> {
  const { page, ref } = owner;
  const versioned = isVersioned(ref) ? ref : null;
  const baseline = versioned && await baselineOf(tx, owner, versioned, ctx.now);
  const revision = await saveOwnerTrees(tx, owner, owner.trees, ctx.now, texts);
  if (revision === null) throw await staleWrite(tx, owner.ref, ctx.locale);
  if (page && baseline !== null) await keepPublishedBeforeDraft(tx, page, baseline);
  const versionId = versioned
    ? await insertVersion(tx, {
      owner: versioned, revision, userId: ctx.user.id, action: change.action, summary: change.summary,
      texts: page && (texts ?? pageTexts(page)), trees: owner.trees, createdAt: ctx.now.toISOString(),
    })
    : null;
  return { revision, version_id: versionId };
}

/** Caches of the owner, and for a page or an article its search documents, hear of the change. */
export function ownerAnnouncements(ref: OwnerRef): Announcement[] {
  return contentChange(ref.type, ref.type === 'container' ? null : ref.type)([ref.id]);
}

/** The module as an editor's page answer shows it in this language. */
export async function editorModule(tx: Transaction<Database>, stored: StoredModule, ctx: EditorWriteContext): Promise<PageModule> {
  const [module] = await resolveModules(tx, [stored], ctx.locale, ctx.now, 'editor');
  if (!module) throw new Error(`module ${String(stored.id)} resolved to nothing`);
  return module;
}
