import type { Locale } from '../i18n/locales';
import type { RouteName, RouteParams } from '../routes/route-table';
import type { ParcelProps } from '../types/parcel-props';

/** What the api client reads of an answer: the browser's Response, or the server's in-process answer. */
export type ApiAnswer = Pick<Response, 'ok' | 'status' | 'statusText' | 'url' | 'text'>;

/** How a loader reaches the api: the browser's fetch, on the server the api answering itself. */
export type ApiFetch = (url: string, init: RequestInit) => Promise<ApiAnswer>;

/** What a routed parcel needs to know to load its data: the same on the server and in the browser. */
export interface RouteLoadInput {
  locale: Locale;
  routeName: RouteName | null;
  params: RouteParams;
  query: Record<string, string>;
  /** The fetch every api call of the loader goes through (relative URLs such as /de/api/events/). */
  fetch: ApiFetch;
  /** The time rules of the data read: on the server the api's injectable clock, in the browser the device's. */
  now: () => Date;
}

const browserFetch: ApiFetch = (url, init) => fetch(url, init);

/** A mounted parcel's loader input: its route from the props, the browser's fetch. */
export function routeLoadInput({ locale, routeName, params, query }: Pick<ParcelProps, 'locale' | 'routeName' | 'params' | 'query'>): RouteLoadInput {
  return { locale, routeName, params, query, fetch: browserFetch, now: () => new Date() };
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
