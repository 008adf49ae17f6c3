import type { Locale } from '../i18n/locales';
import type { RouteName, RouteParams } from '../routes/route-table';

/** What a routed parcel needs to know to load its data: the same on the server and in the browser. */
export interface RouteLoadInput {
  locale: Locale;
  routeName: RouteName | null;
  params: RouteParams;
  query: Record<string, string>;
}

/**
 * The data contract of a routed parcel: its expose module exports `load` beside its lifecycles.
 * The server calls it before rendering and serialises the result into the page; the browser
 * hydrates from that result and calls `load` itself only on later navigation.
 */
export type RouteLoad<Data> = (input: RouteLoadInput, signal: AbortSignal) => Promise<Data>;

/** The id of the script element that carries the server's route data into the page. */
export const ROUTE_DATA_ELEMENT_ID = 'route-data';

/** The route data the server rendered with, keyed by the remote module that loaded it. */
export type RouteDataPayload = Record<string, unknown>;
