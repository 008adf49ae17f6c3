import { createContext, useContext } from 'react';
import type { PageModule } from '@festival/shared/api-schemas/content-modules';
import { clampHeadlineLevel } from '@festival/shared/validation/headline-level';

/** Headlines in page order: sections hold columns of leaf modules (the shape never recurses). */
function headlinesInOrder(modules: readonly PageModule[]): Array<{ slug: string; level: number }> {
  return modules.flatMap((module) => {
    if (module.model === 'Headline') return [{ slug: module.slug, level: module.headline_level }];
    if (module.model === 'Section') return headlinesInOrder(module.columns.flatMap((column) => column.children));
    return [];
  });
}

/**
 * The level each Headline module is shown at, so that headings never skip a level (WCAG 1.3.1):
 * in page order, a headline goes at most one level below the one before it, starting under the
 * page's h1, and stays within 2 to 6. A level the editor chose that fits is kept.
 */
export function headlineLevels(modules: readonly PageModule[]): Map<string, number> {
  const levels = new Map<string, number>();
  let previous = 1;
  for (const { slug, level } of headlinesInOrder(modules)) {
    const shown = Math.min(clampHeadlineLevel(level), previous + 1);
    levels.set(slug, shown);
    previous = shown;
  }
  return levels;
}

/** The levels of the outermost module list on the page; lists inside it use the same map. */
export const HeadlineLevelsContext = createContext<Map<string, number> | null>(null);

export function useHeadlineLevel(slug: string, stored: number): number {
  return useContext(HeadlineLevelsContext)?.get(slug) ?? clampHeadlineLevel(stored);
}
