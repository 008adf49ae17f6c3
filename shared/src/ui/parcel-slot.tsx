import { useEffect, useRef, useState } from 'react';
import { mountRootParcel, type Parcel } from 'single-spa';
import type { ParcelLifecycles } from '@festival/shared/remotes/remote-registry';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { holdEarlyClicks, type EarlyClicks } from '@festival/shared/ssr/early-clicks';
import { SERVER_MODULE_ATTRIBUTE, SERVER_SLOT_ATTRIBUTE, WAITS_UNTIL_NEAR_ATTRIBUTE } from '@festival/shared/ssr/slot-markers';
import { useNearViewport } from '@festival/shared/ssr/use-near-viewport';

/**
 * single-spa logs an error when a parcel's lifecycle takes over 3 s. A remote's mount may wait for
 * its own chunks on a slow phone network or a busy machine, which is no error: only a lifecycle
 * that hangs for half a minute is reported (and it is still awaited, never given up).
 */
const PATIENT = { millis: 30_000, dieOnTimeout: false, warningMillis: 10_000 };
export const PARCEL_TIMEOUTS = { bootstrap: PATIENT, mount: PATIENT, unmount: PATIENT, update: PATIENT };

export interface ParcelSlotProps {
  /** null while the remote loads: the slot shows the server's HTML meanwhile. */
  config: ParcelLifecycles | null;
  parcelProps: ParcelProps;
  onError: (error: unknown) => void;
  className?: string;
  /** The HTML the server rendered this parcel as: shown until the parcel hydrates it. */
  serverHtml?: string;
  /** With serverHtml: the CMS module's slug it was rendered for (else it is the route's slot). */
  slug?: string;
  /** With serverHtml and no config: nothing loads the remote until the slot comes near the viewport. */
  waiting?: boolean;
  /** Called when the slot comes near the viewport while waiting, or the visitor reaches for its HTML. */
  onReach?: () => void;
}

/**
 * Mounts a single-spa parcel into its own element, passes every new props object on as an
 * update and unmounts it with the slot. Unlike single-spa-react's <Parcel>, a failing
 * lifecycle is handed to onError and never left as an unhandled rejection. Give each config
 * its own slot (a key): a parcel unmounts asynchronously and must not share its element.
 * With serverHtml the element starts with the server's HTML, which the parcel (mounted with
 * initialData) hydrates; the `{__html}` object is made once, so that no later render of the
 * slot writes the HTML again under the hydrated parcel. Until the parcel has mounted, a click on
 * a control of that HTML is held and replayed after the hydration (early-clicks.ts).
 */
export function ParcelSlot({ config, parcelProps, onError, className, serverHtml, slug, waiting = false, onReach }: ParcelSlotProps) {
  const elementRef = useRef<HTMLDivElement>(null);
  const parcelRef = useRef<{ parcel: Parcel; props: ParcelProps } | null>(null);
  const propsRef = useRef(parcelProps);
  propsRef.current = parcelProps;
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;
  const [innerHtml] = useState(() => (serverHtml === undefined ? undefined : { __html: serverHtml }));
  const onReachRef = useRef(onReach);
  onReachRef.current = onReach;
  const heldRef = useRef<EarlyClicks | null>(null);

  useNearViewport(elementRef, waiting, () => onReach?.());

  useEffect(() => {
    const element = elementRef.current;
    if (!innerHtml || !element) return undefined;
    const held = holdEarlyClicks(element, () => onReachRef.current?.());
    heldRef.current = held;
    return () => {
      held.release();
      if (heldRef.current === held) heldRef.current = null;
    };
  }, [innerHtml]);

  useEffect(() => {
    const domElement = elementRef.current;
    if (!domElement || !config) return undefined;
    const props = propsRef.current;
    const parcel = mountRootParcel(Object.assign({}, config, { timeouts: PARCEL_TIMEOUTS }), { ...props, domElement });
    const entry = { parcel, props };
    parcelRef.current = entry;
    parcel.mountPromise.then(
      () => heldRef.current?.replay(),
      (error: unknown) => onErrorRef.current(error),
    );
    return () => {
      if (parcelRef.current === entry) parcelRef.current = null;
      parcel.mountPromise
        .then(() => (parcel.getStatus() === 'MOUNTED' ? parcel.unmount() : null))
        .catch((error: unknown) => console.error('parcel unmount failed', error));
    };
  }, [config]);

  useEffect(() => {
    const entry = parcelRef.current;
    if (!entry || entry.props === parcelProps) return;
    entry.props = parcelProps;
    const { parcel } = entry;
    parcel.mountPromise
      .then(() => {
        if (parcelRef.current === entry && parcel.update && parcel.getStatus() === 'MOUNTED') {
          return parcel.update({ ...parcelProps, domElement: elementRef.current });
        }
        return undefined;
      })
      .catch((error: unknown) => onErrorRef.current(error));
  }, [parcelProps]);

  const marker = !innerHtml ? {} : slug === undefined ? { [SERVER_SLOT_ATTRIBUTE]: '' } : { [SERVER_MODULE_ATTRIBUTE]: slug };
  const waits = innerHtml && waiting ? { [WAITS_UNTIL_NEAR_ATTRIBUTE]: '' } : {};
  return <div ref={elementRef} className={className} {...marker} {...waits} dangerouslySetInnerHTML={innerHtml} />;
}
