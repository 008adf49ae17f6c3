import { isDeepStrictEqual } from 'node:util';
import type { FieldChange, ModuleChange, ModulePlace } from '@festival/shared/api-schemas/version-compare';
import type { StoredModule } from '../content/module-resolver';
import { columnsOf, type ModuleTree } from './module-tree';

interface Placed {
  module: StoredModule;
  place: ModulePlace;
}

/** What a module is rather than what it says: not compared as fields (a section's columns are their modules' places). */
const STRUCTURE = new Set(['id', 'model', 'slug', 'columns']);

/** Every module of the tree with an id, by id, in reading order (a section, then its columns' modules). */
function placedModules(tree: ModuleTree): Map<number, Placed> {
  const placed = new Map<number, Placed>();
  tree.forEach((module, index) => {
    if (typeof module.id !== 'number') return;
    const sectionId = module.id;
    placed.set(sectionId, { module, place: { section_id: null, column: null, index } });
    columnsOf(module).forEach((column, columnIndex) => column.children.forEach((child, childIndex) => {
      if (typeof child.id === 'number') placed.set(child.id, { module: child, place: { section_id: sectionId, column: columnIndex, index: childIndex } });
    }));
  });
  return placed;
}

/** The fields whose stored values differ, by name; a field one side lacks counts as null. */
export function fieldChanges(before: StoredModule | null, after: StoredModule | null): FieldChange[] {
  const names = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter((name) => !STRUCTURE.has(name)).sort();
  return names.flatMap((name) => {
    const was = before?.[name] ?? null;
    const is = after?.[name] ?? null;
    return isDeepStrictEqual(was, is) ? [] : [{ name, before: was, after: is }];
  });
}

const slotKey = (place: ModulePlace) => `${place.section_id ?? 'top'}:${place.column ?? 0}`;

/** The ids of `sequence` outside one longest increasing run: the fewest modules whose moves explain the new order. */
function outOfOrder(sequence: Array<{ id: number; rank: number }>): Set<number> {
  const tails: number[] = [];
  const previous = new Array<number>(sequence.length).fill(-1);
  sequence.forEach((item, i) => {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (sequence[tails[middle]!]!.rank < item.rank) low = middle + 1;
      else high = middle;
    }
    if (low > 0) previous[i] = tails[low - 1]!;
    tails[low] = i;
  });
  const kept = new Set<number>();
  for (let i = tails.at(-1) ?? -1; i >= 0; i = previous[i]!) kept.add(sequence[i]!.id);
  return new Set(sequence.map((item) => item.id).filter((id) => !kept.has(id)));
}

/**
 * What changed from one tree to the other, module by module: added, removed, moved (to another
 * column or section, or out of order among the modules both trees have there) and changed fields.
 */
export function diffTrees(from: ModuleTree, to: ModuleTree): ModuleChange[] {
  const before = placedModules(from);
  const after = placedModules(to);
  const moved = new Set<number>();
  const bySlot = new Map<string, Array<{ id: number; rank: number }>>();
  const toOrder = new Map([...after.keys()].map((id, rank) => [id, rank]));
  for (const [id, was] of before) {
    const is = after.get(id);
    if (!is) continue;
    if (slotKey(was.place) !== slotKey(is.place)) moved.add(id);
    else bySlot.set(slotKey(was.place), [...(bySlot.get(slotKey(was.place)) ?? []), { id, rank: toOrder.get(id)! }]);
  }
  for (const sequence of bySlot.values()) outOfOrder(sequence).forEach((id) => moved.add(id));

  const changes: ModuleChange[] = [];
  for (const [id, is] of after) {
    const was = before.get(id);
    const fields = fieldChanges(was?.module ?? null, is.module);
    const change = !was ? 'added' : fields.length > 0 ? 'changed' : moved.has(id) ? 'moved' : null;
    if (change) changes.push({ id, model: is.module.model, change, before: was?.place ?? null, after: is.place, fields });
  }
  for (const [id, was] of before) {
    if (!after.has(id)) changes.push({ id, model: was.module.model, change: 'removed', before: was.place, after: null, fields: fieldChanges(was.module, null) });
  }
  return changes;
}
