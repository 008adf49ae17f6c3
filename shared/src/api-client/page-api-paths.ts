import { forEachModule } from '../api-schemas/module-tree';
import type { SearchCategory } from '../api-schemas/search-categories';

/** The api paths of the pages the shell draws and of what their modules load for themselves. */
export const searchApiPath = (category: SearchCategory | null) => (category ? `/api/search/${category}/` : '/api/search/');
export const formApiPath = (id: number) => `/api/forms/${id}/`;
/** A CMS page by its path below the locale ("" is the home page). */
export const cmsPageApiPath = (path: string) => (path ? `/pageeditor-api/page/${path}` : '/pageeditor-api/page');
/** The shared content a Container module shows, by the module's slug. */
export const containerApiPath = (slug: string) => `/pageeditor-api/container/by-slug/${encodeURIComponent(slug)}`;

/** The modules of a page's or a container's answer. */
export const modulesOf = (answer: unknown): unknown => (answer as { modules?: unknown } | null)?.modules;

/** The api paths of what modules load for themselves (containers, the forms Forms modules introduce), nested modules included. */
export function moduleApiPaths(modules: unknown): string[] {
  const paths = new Set<string>();
  forEachModule(modules, (fields) => {
    if (fields.model === 'Container' && typeof fields.slug === 'string') paths.add(containerApiPath(fields.slug));
    if (fields.model === 'Forms' && typeof fields.form_id === 'number') paths.add(formApiPath(fields.form_id));
  });
  return [...paths];
}
