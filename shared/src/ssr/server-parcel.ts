import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import type { RouteLoad, RouteLoadInput } from '@festival/shared/ssr/route-data';
import { isNotFound } from '@festival/shared/api-client/is-not-found';
import type { PageHead, ServerParcel } from '@festival/shared/ssr/server-expose';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { withParcelRoot } from '@festival/shared/ui/parcel-root';

const stay = () => undefined;

/** The loader of a CMS module that renders from its fields alone (props.data): it has nothing to load. */
export const loadNothing: RouteLoad<null> = () => Promise.resolve(null);

/**
 * The server side of a routed parcel: `render` gives the HTML of the very root the browser parcel
 * mounts (withParcelRoot of the same component), rendered from the loaded data as anonymous;
 * `head`, when given, builds the document's head from that data.
 */
export function serverParcel<Data>(Component: ComponentType<ParcelProps>, load: RouteLoad<Data>, head?: PageHead<Data>): ServerParcel<Data> {
  const Root = withParcelRoot(Component);
  return {
    load: (input: RouteLoadInput, signal: AbortSignal) => load(input, signal),
    render: (props, data) => renderToString(createElement(Root, { ...props, navigate: stay, user: null, initialData: data })),
    head,
    // Asked in the remote's own bundle: the api's copy of ApiError is another class.
    isNotFound,
  };
}
