import type { RouteName } from '@festival/shared/routes/route-table';
import type { RemoteModuleId } from '@festival/shared/remotes/remote-modules';

/**
 * The routes a remote's parcel shows, and which parcel: the shell mounts it, the api preloads
 * its files in the route's documents.
 */
export const ROUTE_REMOTES = {
  events: 'mf_programme/programme-page',
  'events-slug-id': 'mf_programme/event-detail',
  magazine: 'mf_magazine/magazine-page',
  'magazine-tags': 'mf_magazine/magazine-tags',
  'magazine-tags-tag-id': 'mf_magazine/tag-detail',
  'magazine-categories-category-id': 'mf_magazine/magazine-page',
  'magazine-slug-id': 'mf_magazine/article-page',
  authors: 'mf_programme/authors-page',
  'authors-slug-id': 'mf_programme/author-detail',
  productions: 'mf_programme/productions-page',
  'productions-slug-id': 'mf_programme/production-detail',
  'venues-slug-id': 'mf_programme/venue-detail',
  'series-slug-id': 'mf_programme/series-detail',
} as const satisfies Partial<Record<RouteName, RemoteModuleId>>;

export type RemoteRouteName = keyof typeof ROUTE_REMOTES;

export function routeRemote(name: RouteName): RemoteModuleId | null {
  return (ROUTE_REMOTES as Partial<Record<RouteName, RemoteModuleId>>)[name] ?? null;
}

/** The parcel of the webshop area (/webshop and its sister paths). */
export const WEBSHOP_REMOTE: RemoteModuleId = 'mf_shop/webshop-page';
