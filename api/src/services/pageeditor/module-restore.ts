import type { OwnerWritten } from '@festival/shared/api-schemas/pageeditor-writes';
import type { VersionCompare } from '@festival/shared/api-schemas/version-compare';
import { LOCALES, type Locale } from '@festival/shared/i18n/locales';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { NotFoundError } from '../common/http-errors';
import { parseJson } from '../common/stored-values';
import type { EditorWriteContext } from '../editing/write-pipeline';
import { columnsOf, findModule, hasSlot, insertModule, moduleIds, removeModule, type ModuleTree, type StoredColumn } from './module-tree';
import { findVersion, type VersionedRef, type VersionedType } from './versions-repository';
import { diffTrees } from './tree-diff';
import { writeFromVersion } from './version-writes';

const treeOf = (version: { modules_de: string; modules_en: string }, locale: Locale) => parseJson<ModuleTree>(locale === 'de' ? version.modules_de : version.modules_en);

/** GET …/versions/{page_id}/compare/?from=&to= (…/versions/article/{id}/compare/): what changed between two versions, in the request's language. */
export async function compareVersions(db: Kysely<Database>, ref: VersionedRef, fromId: number, toId: number, locale: Locale): Promise<VersionCompare> {
  const [from, to] = await Promise.all([findVersion(db, ref.type, fromId), findVersion(db, ref.type, toId)]);
  if (!from || !to || from.owner_id !== ref.id || to.owner_id !== ref.id) throw new NotFoundError('Version not found.');
  const texts = (['title', 'headline'] as const).flatMap((field) => {
    const column = `${field}_${locale}` as const;
    const [before, after] = [from.texts?.[column] ?? '', to.texts?.[column] ?? ''];
    return before === after ? [] : [{ field, before, after }];
  });
  const refOf = (version: typeof from) => ({ id: version.id, revision: version.revision, created_at: version.created_at });
  return { from: refOf(from), to: refOf(to), texts, modules: diffTrees(treeOf(from, locale), treeOf(to, locale)) };
}

/**
 * The module as the version had it, in this tree: its fields replace the present ones where it still
 * is; a module since deleted comes back at its old place (the page's end when that column is gone).
 * A section keeps its present columns; a deleted section comes back with its old modules except those
 * the page has elsewhere now.
 */
function putBack(tree: ModuleTree, was: NonNullable<ReturnType<typeof findModule>>, id: number): void {
  const old = was.module;
  const present = findModule(tree, id);
  const onPage = new Set(moduleIds(tree));
  const columns = present
    ? present.module.columns
    : old.columns && columnsOf(old).map((column): StoredColumn => ({ ...column, children: column.children.filter((child) => typeof child.id !== 'number' || !onPage.has(child.id)) }));
  const restored = columns === undefined ? { ...old } : { ...old, columns };
  if (present) {
    removeModule(tree, id);
    insertModule(tree, present.slot, present.index, restored);
    return;
  }
  const slot = hasSlot(tree, was.slot) ? was.slot : { kind: 'top' as const };
  insertModule(tree, slot, slot === was.slot ? was.index : tree.length, restored);
}

/**
 * POST …/versions/{version_id}/modules/{module_id}/restore/: one module back as the version had it,
 * the rest of the page as it is; refused only when that module changed since the editor's copy.
 */
export function restoreModule(ctx: EditorWriteContext, type: VersionedType, versionId: number, moduleId: number, body: unknown): Promise<OwnerWritten> {
  return writeFromVersion(ctx, type, versionId, body, (version, owner) => {
    const found = LOCALES.map((locale) => ({ locale, old: findModule(treeOf(version, locale), moduleId) }));
    const model = found.find((entry) => entry.old)?.old?.module.model;
    if (!model) throw new NotFoundError('The version has no such module.');
    for (const { locale, old } of found) if (old) putBack(owner.trees[locale], old, moduleId);
    return { action: 'module.restore', summary: { version_id: version.id, module_id: moduleId, model } };
  }, [{ kind: 'whole', id: moduleId }]);
}
