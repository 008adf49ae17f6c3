import type { RouteLoad } from './route-data';
import type { ParcelProps } from '../types/parcel-props';

/** What the server knows of the route when it renders a parcel (and of a CMS module, its fields): the same for every visitor. */
export type ServerRenderProps = Pick<ParcelProps, 'locale' | 'routeName' | 'params' | 'query' | 'data'>;

/**
 * A remote's server expose (src/expose/<parcel>.server.tsx, listed as `serverExposes` in
 * shared/build/remotes.js): the route's loader, the same function the browser parcel uses, and
 * the HTML of the parcel's root rendered from its data.
 */
export interface ServerParcel<Data> {
  load: RouteLoad<Data>;
  render: (props: ServerRenderProps, data: Data) => string;
}
