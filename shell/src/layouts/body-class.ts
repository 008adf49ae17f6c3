import { useEffect } from 'react';
import { matchRoute, type RouteName } from '@festival/shared/routes/route-table';

const CMS_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>(['index', 'cms-page', 'legals-agb', 'legals-imprint', 'legals-privacy']);

/** Spec §2 body class: CMS pages carry the page class, event detail pages a non-CMS class, others none. */
export function bodyClassFor(pathname: string): string | null {
  const name = matchRoute(pathname)?.name;
  if (name === undefined) return null;
  if (CMS_ROUTES.has(name)) return 'page';
  if (name === 'events-slug-id') return 'non-cms-page';
  return null;
}

export function useBodyClass(pathname: string): void {
  useEffect(() => {
    const name = bodyClassFor(pathname);
    if (!name) return undefined;
    document.body.classList.add(name);
    return () => document.body.classList.remove(name);
  }, [pathname]);
}
