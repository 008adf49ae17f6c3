import type { RouteLoad, RouteLoadInput } from '@festival/shared/ssr/route-data';

/** Route data that names the route it was loaded for. */
export type Keyed<Data = object> = Data & { routeKey: string };

/** A route by language, name and id; not by slug, which a page replaces by its object's own (use-own-path.ts). */
export const routeKey = ({ locale, routeName, params }: Pick<RouteLoadInput, 'locale' | 'routeName' | 'params'>): string =>
  `${locale}|${routeName ?? ''}|${params.id ?? ''}`;

/**
 * A route's load whose data names its route, so that a parcel given data for another route
 * (the server's, after the visitor has moved on) loads its own instead of showing it.
 */
export function keyedLoad<Data extends object>(load: RouteLoad<Data>): RouteLoad<Keyed<Data>> {
  return async (input, signal) => ({ ...(await load(input, signal)), routeKey: routeKey(input) });
}
