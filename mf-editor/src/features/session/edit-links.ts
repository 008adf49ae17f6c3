import { cmsHubPath } from '@festival/shared/routes/area-paths';
import { matchRoute, type RouteName } from '@festival/shared/routes/route-table';

export type EditedKind = 'event' | 'person' | 'production' | 'venue' | 'series' | 'form' | 'article' | 'page';

/** Spec §2: the admin change page of each page type, in the CMS hub's collections. */
const DETAIL_ROUTES: Partial<Record<RouteName, { kind: EditedKind; collection: string }>> = {
  'events-slug-id': { kind: 'event', collection: 'events' },
  'authors-slug-id': { kind: 'person', collection: 'persons' },
  'productions-slug-id': { kind: 'production', collection: 'productions' },
  'venues-slug-id': { kind: 'venue', collection: 'venues' },
  'series-slug-id': { kind: 'series', collection: 'series' },
  'forms-slug-id': { kind: 'form', collection: 'forms' },
  'magazine-slug-id': { kind: 'article', collection: 'articles' },
};

export interface EditLink {
  kind: EditedKind;
  href: string;
}

/** Where the object shown at a path is edited; a CMS page by its id (known once it has loaded). */
export function editLinkFor(pathname: string, cmsPageId: number | null): EditLink | null {
  const match = matchRoute(pathname);
  if (!match) return null;
  const target = DETAIL_ROUTES[match.name];
  const id = match.params.id;
  if (target && id && /^\d+$/.test(id)) return { kind: target.kind, href: cmsHubPath(target.collection, id) };
  if (match.name === 'cms-page' || match.name === 'index') return cmsPageId === null ? null : { kind: 'page', href: cmsHubPath('pages', cmsPageId) };
  return null;
}
