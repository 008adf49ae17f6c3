import { SECTION_PRESETS, type SectionPreset } from '@festival/shared/api-schemas/content-modules';
import type { StoredModule } from '../content/module-resolver';

/**
 * The modules of one page or container in one language, as stored: top-level modules, and
 * sections whose columns hold leaf modules. The functions here change a tree in place; callers
 * work on their own parsed copy.
 */
export type ModuleTree = StoredModule[];

export interface StoredColumn {
  index: number;
  classes: string;
  children: StoredModule[];
}

/** Where a module sits: the top of the tree, or a column of a section (by the section's id). */
export type TreeSlot = { kind: 'top' } | { kind: 'column'; sectionId: number; column: number };

export function columnsOf(section: StoredModule): StoredColumn[] {
  return Array.isArray(section.columns) ? (section.columns as StoredColumn[]) : [];
}

/** The modules of a slot, in order; null when the tree lacks the slot. */
export function modulesAt(tree: ModuleTree, slot: TreeSlot): StoredModule[] | null {
  if (slot.kind === 'top') return tree;
  const section = tree.find((module) => module.model === 'Section' && module.id === slot.sectionId);
  return section ? (columnsOf(section)[slot.column]?.children ?? null) : null;
}

/** The module with this id, where it sits and its place there; null when the tree lacks it. */
export function findModule(tree: ModuleTree, id: number): { module: StoredModule; slot: TreeSlot; index: number } | null {
  const top = tree.findIndex((module) => module.id === id);
  if (top >= 0) return { module: tree[top]!, slot: { kind: 'top' }, index: top };
  for (const section of tree) {
    for (const [column, { children }] of columnsOf(section).entries()) {
      const index = children.findIndex((module) => module.id === id);
      if (index >= 0 && typeof section.id === 'number') return { module: children[index]!, slot: { kind: 'column', sectionId: section.id, column }, index };
    }
  }
  return null;
}

/** Whether the slot exists in this tree. */
export function hasSlot(tree: ModuleTree, slot: TreeSlot): boolean {
  return modulesAt(tree, slot) !== null;
}

/** Puts the module at the position (past the end: last); false when the slot does not exist. */
export function insertModule(tree: ModuleTree, slot: TreeSlot, position: number, module: StoredModule): boolean {
  const list = modulesAt(tree, slot);
  if (!list) return false;
  list.splice(Math.min(position, list.length), 0, module);
  return true;
}

/** Takes the module out of the tree; answers it, or null when the tree lacks it. */
export function removeModule(tree: ModuleTree, id: number): StoredModule | null {
  const found = findModule(tree, id);
  if (!found) return null;
  modulesAt(tree, found.slot)?.splice(found.index, 1);
  return found.module;
}

/** Every module of the tree, section children after their section. */
export function allModules(tree: ModuleTree): StoredModule[] {
  return tree.flatMap((module) => [module, ...columnsOf(module).flatMap((column) => column.children)]);
}

/** The ids of every module in the tree, section children included. */
export function moduleIds(tree: ModuleTree): number[] {
  return allModules(tree).map((module) => module.id).filter((id): id is number => typeof id === 'number');
}

/**
 * The columns of a preset (spec §3, 12-column grid). Children of existing columns stay in their
 * column; when the new preset has fewer columns, the children of the dropped ones move to the
 * last remaining column, so nothing is lost.
 */
export function presetColumns(preset: SectionPreset, existing: StoredColumn[] = []): StoredColumn[] {
  const spans = SECTION_PRESETS[preset];
  const columns = spans.map((span, index) => ({ index, classes: `col-12 col-lg-${span}`, children: [...(existing[index]?.children ?? [])] }));
  const overflow = existing.slice(spans.length).flatMap((column) => column.children);
  columns[columns.length - 1]!.children.push(...overflow);
  return columns;
}
