import { LOCALES, type Locale } from '@festival/shared/i18n/locales';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { parseJson } from '../common/stored-values';
import type { StoredModule } from '../content/module-resolver';
import { columnsOf, findModule, modulesAt, type ModuleTree, type TreeSlot } from './module-tree';
import { versionOfRevision, type VersionedRef } from './versions-repository';

/**
 * What one module write depends on in the editor's copy of the page. A write based on an older
 * revision still applies when none of it changed since (another editor changed another module);
 * it conflicts when one did:
 * - `fields`: the module's own fields (a section's columns by the ids they hold);
 * - `whole`: the module with everything in it (a section's modules too), for a delete;
 * - `place`: where the module sits, and the modules around it there;
 * - `slot`: the modules of the slot a module goes into (its position counts among them).
 */
export type WriteDependency =
  | { kind: 'fields' | 'whole' | 'place'; id: number }
  | { kind: 'slot'; slot: TreeSlot; except?: number };

type Trees = Record<Locale, ModuleTree>;

/** The trees of a page or article as the editor's copy showed them: its version of that revision, if one was recorded. */
export async function treesAtRevision(tx: Transaction<Database>, ref: VersionedRef, revision: number): Promise<Trees | null> {
  const row = await versionOfRevision(tx, ref, revision);
  return row ? { de: parseJson<ModuleTree>(row.modules_de), en: parseJson<ModuleTree>(row.modules_en) } : null;
}

const idsOf = (modules: readonly StoredModule[] | null, except?: number) =>
  modules ? modules.map((module) => module.id).filter((id) => id !== except) : null;

/** The part of a tree a dependency names, comparable as JSON. */
function stateOf(tree: ModuleTree, dependency: WriteDependency): unknown {
  if (dependency.kind === 'slot') return idsOf(modulesAt(tree, dependency.slot), dependency.except);
  const found = findModule(tree, dependency.id);
  if (!found) return null;
  if (dependency.kind === 'whole') return found.module;
  if (dependency.kind === 'place') return { slot: found.slot, around: idsOf(modulesAt(tree, found.slot)) };
  const { columns: _columns, ...fields } = found.module;
  return { fields, columns: columnsOf(found.module).map((column) => idsOf(column.children)) };
}

/** The dependencies that differ between the editor's copy and the stored trees, in any language. */
export function changedDependencies(copy: Trees, stored: Trees, dependencies: readonly WriteDependency[]): WriteDependency[] {
  return dependencies.filter((dependency) =>
    LOCALES.some((locale) => JSON.stringify(stateOf(copy[locale], dependency)) !== JSON.stringify(stateOf(stored[locale], dependency))));
}
