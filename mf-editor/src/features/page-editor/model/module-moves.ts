import type { PageModule } from '@festival/shared/api-schemas/content-modules';
import type { ModuleParent } from '@festival/shared/api-schemas/pageeditor-writes';
import type { BodyOwner } from './edited-body';

/** Where a module goes: the parent and the place there once it has been taken out (the move API's meaning). */
export interface Placement {
  parent: ModuleParent;
  position: number;
}

export type MoveDirection = 'up' | 'down' | 'previousColumn' | 'nextColumn';

export interface ModuleLocation {
  module: PageModule;
  parent: ModuleParent;
  index: number;
  /** How many modules share the parent. */
  count: number;
  /** For a module in a section: the section's columns (their child counts) and its column. */
  columns?: { counts: number[]; column: number; sectionId: number };
}

/** Finds a module by id at the top of its owner (a page, an article) or in a column of one of its sections. */
export function locateModule(owner: BodyOwner, modules: PageModule[], id: number): ModuleLocation | null {
  const top = modules.findIndex((module) => module.id === id);
  if (top >= 0) return { module: modules[top]!, parent: { type: owner.type, id: owner.id }, index: top, count: modules.length };
  for (const section of modules) {
    if (section.model !== 'Section' || section.id === undefined) continue;
    const counts = section.columns.map((column) => column.children.length);
    for (const [column, { children }] of section.columns.entries()) {
      const index = children.findIndex((module) => module.id === id);
      if (index >= 0) {
        return {
          module: children[index]!,
          parent: { type: 'column', id: section.id, column },
          index,
          count: children.length,
          columns: { counts, column, sectionId: section.id },
        };
      }
    }
  }
  return null;
}

/**
 * The moves an editor may make (spec §4: up and down, and between the columns of a section);
 * a module moved to a neighbouring column goes to its end. Directions that lead nowhere are absent.
 */
export function moveTargets(location: ModuleLocation): Partial<Record<MoveDirection, Placement>> {
  const targets: Partial<Record<MoveDirection, Placement>> = {};
  const { parent, index, count, columns } = location;
  if (index > 0) targets.up = { parent, position: index - 1 };
  if (index < count - 1) targets.down = { parent, position: index + 1 };
  if (columns) {
    const { counts, column, sectionId } = columns;
    if (column > 0) targets.previousColumn = { parent: { type: 'column', id: sectionId, column: column - 1 }, position: counts[column - 1]! };
    if (column < counts.length - 1) targets.nextColumn = { parent: { type: 'column', id: sectionId, column: column + 1 }, position: counts[column + 1]! };
  }
  return targets;
}
