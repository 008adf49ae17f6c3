import React, { type ComponentType } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import type { AppProps } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { hydrateInTransition } from '@festival/shared/ssr/hydrate-in-transition';
import { parcelErrorBoundary, withParcelRoot } from '@festival/shared/ui/parcel-root';

type Lifecycles = ReturnType<typeof singleSpaReact<ParcelProps>>;
type MountedProps = ParcelProps & AppProps;

/**
 * A routed parcel's single-spa lifecycles: a mount with `initialData` hydrates the server's HTML
 * already in its element (RemoteParcel puts it there), any other mount renders afresh. Updates
 * and the unmount go to whichever of the two mounted the parcel.
 */
export function parcelLifecycles(Component: ComponentType<ParcelProps>) {
  const options = { React, ReactDOMClient, rootComponent: withParcelRoot(Component), errorBoundary: parcelErrorBoundary };
  const rendering = singleSpaReact<ParcelProps>(options);
  const hydrating = singleSpaReact<ParcelProps>({ ...options, renderType: 'hydrateRoot' });
  const mounted = new Map<string, Lifecycles>();
  const of = (props: MountedProps) => mounted.get(props.name) ?? rendering;
  return {
    bootstrap: async (props: MountedProps) => {
      await Promise.all([rendering.bootstrap(props), hydrating.bootstrap(props)]);
    },
    mount: (props: MountedProps) => {
      if (props.initialData === undefined) {
        mounted.set(props.name, rendering);
        return rendering.mount(props);
      }
      mounted.set(props.name, hydrating);
      // single-spa-react's mount calls hydrateRoot before it returns: inside the transition.
      return hydrateInTransition(() => hydrating.mount(props));
    },
    update: (props: MountedProps) => of(props).update?.(props) ?? Promise.resolve(),
    unmount: async (props: MountedProps) => {
      await of(props).unmount(props);
      mounted.delete(props.name);
    },
  };
}
