import { createContext, useContext } from 'react';
import type { HeadData } from '../head/head-data';
import type { RemoteModuleId } from '../remotes/remote-modules';

/**
 * The route's main slot as the server rendered it: which remote module, its HTML (the inner
 * HTML of the element the parcel's React root is created on) and the data it rendered from.
 */
export interface ServerSlot {
  module: RemoteModuleId;
  html: string;
  data: unknown;
  /** The document's head the remote built from the same data (null: nothing to show); absent when it builds none. */
  head?: HeadData | null;
}

/** A CMS module a remote draws, as the server rendered it: its slug names it in the page. */
export interface ServerModuleSlot extends ServerSlot {
  slug: string;
}

/**
 * What the document carries in `<script type="application/json" id="route-data">`: the
 * shell's chrome data and the slot's data (its HTML is already in the page).
 */
export interface ServerPayload {
  chrome: unknown;
  slot: { module: RemoteModuleId; data: unknown } | null;
  /** The page's CMS modules drawn by remotes that the server rendered (their HTML is in the page). */
  modules?: { slug: string; module: RemoteModuleId; data: unknown }[];
  /** The data of the page the shell draws for the route (a CMS page, search results, a form), for anonymous visitors only. */
  page?: ServerPage | null;
}

/** The kinds of page the shell draws itself from data it loads (ssr/shell-page.ts). */
export type ServerPageKind = 'cms' | 'search' | 'form';

/**
 * A shell page's data as its load returned it: its kind, what it was loaded for (a CMS page's path
 * below the locale, "" for the home page; a search; a form's id) and the data.
 */
export interface ServerPage {
  kind: ServerPageKind;
  key: string;
  locale: string;
  data: unknown;
}

/**
 * The server slot during the first render: given by the shell on the server (from the api)
 * and in the browser while hydrating (from #route-data and the slot element's HTML).
 * RemoteParcel consumes it; null everywhere else and after the first client navigation.
 */
export const ServerSlotContext = createContext<ServerSlot | null>(null);

/** The CMS modules drawn by remotes as the server rendered them, by slug: on the server and while hydrating. */
export const ServerModulesContext = createContext<ReadonlyMap<string, ServerModuleSlot>>(new Map());

/**
 * What the modules of the CMS page on show load for themselves, by api path, loaded with the
 * page (CmsPageData): given by the CMS page, empty elsewhere.
 */
export const ModuleAnswersContext = createContext<Readonly<Record<string, unknown>>>({});

/** The page's answer for an api path a module loads, when it was loaded with the page. */
export function useModuleAnswer<T>(path: string | null): T | undefined {
  const answers = useContext(ModuleAnswersContext);
  return path !== null && Object.hasOwn(answers, path) ? (answers[path] as T) : undefined;
}

/** The shell page's data the server rendered with, on the server and while hydrating; null elsewhere. */
export const ServerPageContext = createContext<ServerPage | null>(null);

/** The server's data for this shell page, when it was rendered with it (same kind, key and language). */
export function useServedPage<T>(kind: ServerPageKind, key: string, locale: string): T | undefined {
  const served = useContext(ServerPageContext);
  return served && served.kind === kind && served.key === key && served.locale === locale ? (served.data as T) : undefined;
}
