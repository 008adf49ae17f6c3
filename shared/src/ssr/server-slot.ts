import { createContext } from 'react';
import type { RemoteModuleId } from '../remotes/remote-modules';

/**
 * The route's main slot as the server rendered it: which remote module, its HTML (the inner
 * HTML of the element the parcel's React root is created on) and the data it rendered from.
 */
export interface ServerSlot {
  module: RemoteModuleId;
  html: string;
  data: unknown;
}

/**
 * What the document carries in `<script type="application/json" id="route-data">`: the
 * shell's chrome data and the slot's data (its HTML is already in the page).
 */
export interface ServerPayload {
  chrome: unknown;
  slot: { module: RemoteModuleId; data: unknown } | null;
  /** The CMS page the route shows (the answer of its page request), for anonymous visitors only. */
  page?: ServerPage | null;
}

/** A CMS page as the api answered it: its path below the locale ("" is the home page) and the answer. */
export interface ServerPage {
  path: string;
  locale: string;
  data: unknown;
}

/**
 * The server slot during the first render: given by the shell on the server (from the api)
 * and in the browser while hydrating (from #route-data and the slot element's HTML).
 * RemoteParcel consumes it; null everywhere else and after the first client navigation.
 */
export const ServerSlotContext = createContext<ServerSlot | null>(null);

/** The CMS page the server rendered with, on the server and while hydrating; null elsewhere. */
export const ServerPageContext = createContext<ServerPage | null>(null);
