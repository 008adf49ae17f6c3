import { useMemo, type ReactNode } from 'react';
import { BrowserRouter, matchRoutes, renderMatches, useLocation } from 'react-router';
import { recentMatches } from '@festival/shared/routes/recent-matches';
import { ServerModulesContext, ServerPageContext, ServerSlotContext, type ServerModuleSlot, type ServerPage, type ServerSlot } from '@festival/shared/ssr/server-slot';
import type { ChromeData } from '@festival/shared/ssr/chrome-data';
import { ChromeDataContext } from '../chrome/chrome-data';
import { useDocumentTitle } from '../head/use-document-title';
import '../i18n/shell-resources';
import { localeOfPath } from '../locale/page-locale';
import { buildRoutes } from './routes';

/**
 * A route tree per language, and one for paths without a language (webshop, dashboard): a path
 * of one language never matches the other's patterns, and matching flattens, ranks and compiles
 * every pattern of the tree it is given. With both languages in one tree the first match, part of
 * every page's hydration, took 4-7.5 ms (Node, this machine), with one 3-4 ms.
 */
const routeTrees = { de: buildRoutes(['de']), en: buildRoutes(['en']), none: buildRoutes([]) };
/** useRoutes would flatten and rank the whole tree on each render: 5 % of a fresh document's CPU on the server. */
const routeMatches = recentMatches((pathname) => matchRoutes(routeTrees[localeOfPath(pathname) ?? 'none'], pathname));

/** A leaf of its own: a page telling its title renders this again, not every route. */
function DocumentTitle() {
  useDocumentTitle();
  return null;
}

export function AppRoutes() {
  return (
    <>
      {renderMatches(routeMatches(useLocation().pathname))}
      <DocumentTitle />
    </>
  );
}

/** What the server rendered with: the same on the server and for the browser's hydration. */
export interface ServerRenderedProps {
  chrome: ChromeData | null;
  slot: ServerSlot | null;
  page?: ServerPage | null;
  /** The page's CMS modules drawn by remotes, as the server rendered them. */
  modules?: readonly ServerModuleSlot[];
}

const NO_MODULES: readonly ServerModuleSlot[] = [];

export function ServerRenderedProvider({ chrome, slot, page = null, modules = NO_MODULES, children }: ServerRenderedProps & { children: ReactNode }) {
  const bySlug = useMemo(() => new Map(modules.map((served) => [served.slug, served])), [modules]);
  return (
    <ChromeDataContext.Provider value={chrome}>
      <ServerSlotContext.Provider value={slot}>
        <ServerModulesContext.Provider value={bySlug}>
          <ServerPageContext.Provider value={page}>{children}</ServerPageContext.Provider>
        </ServerModulesContext.Provider>
      </ServerSlotContext.Provider>
    </ChromeDataContext.Provider>
  );
}

/** Declarative routing: the data router's loaders are not needed and would triple the router's size. */
export function App({ chrome = null, slot = null, page = null, modules }: Partial<ServerRenderedProps>) {
  return (
    <ServerRenderedProvider chrome={chrome} slot={slot} page={page} modules={modules}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </ServerRenderedProvider>
  );
}
