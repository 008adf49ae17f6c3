import type { HeadData } from '../head/head-data';
import type { RouteLoad } from './route-data';
import type { ParcelProps } from '../types/parcel-props';

/** What the server knows of the route when it renders a parcel (and of a CMS module, its fields): the same for every visitor. */
export type ServerRenderProps = Pick<ParcelProps, 'locale' | 'routeName' | 'params' | 'query' | 'data'>;

/**
 * A remote's server expose (src/expose/<parcel>.server.tsx, listed as `serverExposes` in
 * shared/build/remotes.js): the route's loader, the same function the browser parcel uses, the
 * HTML of the parcel's root rendered from its data and, for a page with a head of its own, the
 * document's head built from the same data.
 */
export interface ServerParcel<Data> {
  load: RouteLoad<Data>;
  render: (props: ServerRenderProps, data: Data) => string;
  head?: PageHead<Data>;
  /** Whether a failed load means the route names nothing (the api's 404): the document is a 404, not a failed render. */
  isNotFound?: (error: unknown) => boolean;
}

/** The document's head from the route's data; null when the data names nothing to show (a 404). */
export type PageHead<Data> = (data: Data, props: ServerRenderProps) => HeadData | null;
