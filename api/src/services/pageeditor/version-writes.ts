import { RestoreBody, type OwnerWritten, type PageVersionSummary } from '@festival/shared/api-schemas/pageeditor-writes';
import { schemaErrors } from '@festival/shared/validation/module-rules';
import { LOCALES } from '@festival/shared/i18n/locales';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { NotFoundError } from '../common/http-errors';
import { parseJson } from '../common/stored-values';
import { runEditorWrite, type EditorWriteContext } from '../editing/write-pipeline';
import { allModules, moduleIds, type ModuleTree } from './module-tree';
import { allocateModuleId, dropModuleIds, loadOwner, registeredModules, registerModuleIds, type LoadedOwner, type OwnerRef, type PageTexts } from './module-owners-repository';
import { findVersion, listVersionsOf, type StoredVersion, type VersionedRef, type VersionedType } from './versions-repository';
import { checkDependencies, checkRevision, commitOwner, ownerAnnouncements, ownerOrNotFound, type OwnerChange } from './owner-commits';
import type { WriteDependency } from './module-conflicts';

const NOT_FOUND = { page: 'Page', article: 'Article' } as const;

/** GET /{locale}/pageeditor-api/versions/{page_id}/ (…/versions/article/{id}/): who saved what and when, newest first. */
export async function listVersions(db: Kysely<Database>, ref: VersionedRef): Promise<PageVersionSummary[]> {
  const owner = await loadOwner(db, ref);
  if (!owner) throw new NotFoundError(`${NOT_FOUND[ref.type]} not found.`);
  const rows = await listVersionsOf(db, ref);
  return rows.map((row) => ({
    id: row.id,
    ...(ref.type === 'page' ? { page_id: ref.id } : { article_id: ref.id }),
    revision: row.revision,
    created_at: row.created_at,
    action: row.action,
    summary: parseJson<PageVersionSummary['summary']>(row.summary),
    note: row.note,
    author: row.username === null ? null : { username: row.username, first_name: row.first_name ?? '', last_name: row.last_name ?? '' },
    is_current: row.revision === owner.revision,
  }));
}

/**
 * Gives the modules of a version coming back the ids they may hold now: an id still registered
 * to this page stays, an id no longer registered is registered again, an id that moved to
 * another page or container (or a module from before ids) gets a fresh one, the same in both
 * languages. Modules of the current page that the version lacks are unregistered.
 */
export async function reclaimModuleIds(tx: Transaction<Database>, ref: OwnerRef, current: number[], trees: Record<string, ModuleTree>): Promise<void> {
  const modules = LOCALES.flatMap((locale) => allModules(trees[locale] ?? []));
  const wanted = [...new Set(modules.map((module) => module.id).filter((id): id is number => typeof id === 'number'))];
  const rows = await registeredModules(tx, wanted);
  const ownHere = new Set(rows.filter((row) => row.owner_type === ref.type && row.owner_id === ref.id).map((row) => row.id));
  const elsewhere = new Set(rows.filter((row) => !ownHere.has(row.id)).map((row) => row.id));
  const renamed = new Map<string, number>();
  const again = new Map<number, string>();
  for (const module of modules) {
    const id = typeof module.id === 'number' ? module.id : null;
    if (id !== null && ownHere.has(id)) continue;
    if (id !== null && !elsewhere.has(id)) {
      again.set(id, module.model);
      continue;
    }
    const key = `${String(id)} ${module.slug}`;
    const fresh = renamed.get(key) ?? (await allocateModuleId(tx, ref, module.model));
    renamed.set(key, fresh);
    module.id = fresh;
  }
  await registerModuleIds(tx, ref, [...again].map(([id, model]) => ({ id, model })));
  const kept = new Set(LOCALES.flatMap((locale) => moduleIds(trees[locale] ?? [])));
  await dropModuleIds(tx, current.filter((id) => !kept.has(id)));
}

/** What bringing back (part of) a version changed: the change recorded, and the page's texts when they come back too. */
export interface VersionChange extends OwnerChange {
  texts?: PageTexts;
}

/**
 * A write that brings back what a stored version held (a whole page based on the editor's copy of
 * it; with `dependsOn`, only those parts of the copy need to be unchanged): `apply` changes the page's trees from the
 * version; the ids of the modules coming back are reclaimed and the change recorded as a new version.
 */
export function writeFromVersion(
  ctx: EditorWriteContext, type: VersionedType, versionId: number, body: unknown, apply: (version: StoredVersion, owner: LoadedOwner) => VersionChange,
  dependsOn: readonly WriteDependency[] | null = null,
): Promise<OwnerWritten> {
  return runEditorWrite(ctx, {
    validate: () => schemaErrors(RestoreBody, body),
    sanitize: () => (body as RestoreBody).revision, // cast: validated above
    async save(tx, revision) {
      const version = await findVersion(tx, type, versionId);
      if (!version) throw new NotFoundError(`${NOT_FOUND[type]} version not found.`);
      const owner = await ownerOrNotFound(tx, { type, id: version.owner_id });
      if (dependsOn) await checkDependencies(tx, owner, revision, dependsOn, ctx.locale);
      else await checkRevision(tx, owner, revision, ctx.locale);
      const current = [...new Set(LOCALES.flatMap((locale) => moduleIds(owner.trees[locale])))];
      const { texts, ...change } = apply(version, owner);
      await reclaimModuleIds(tx, owner.ref, current, owner.trees);
      const written = await commitOwner(tx, ctx, owner, change, texts ?? null);
      return {
        result: written,
        audit: { ...change, entityType: type, entityId: owner.ref.id, summary: { ...change.summary, revision: written.revision } },
        announce: ownerAnnouncements(owner.ref),
      };
    },
  });
}

/**
 * POST /{locale}/pageeditor-api/versions/{version_id}/restore/ (…/versions/article/{version_id}/restore/):
 * the version becomes the page's (or the article's draft) content, recorded as a new version.
 */
export function restoreVersion(ctx: EditorWriteContext, type: VersionedType, versionId: number, body: unknown): Promise<OwnerWritten> {
  return writeFromVersion(ctx, type, versionId, body, (version, owner) => {
    owner.trees = { de: parseJson<ModuleTree>(version.modules_de), en: parseJson<ModuleTree>(version.modules_en) };
    return { action: 'version.restore', summary: { version_id: version.id }, ...(version.texts ? { texts: version.texts } : {}) };
  });
}
