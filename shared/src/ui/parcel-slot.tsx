import { useEffect, useRef, useState } from 'react';
import { mountRootParcel, type Parcel } from 'single-spa';
import type { ParcelLifecycles } from '@festival/shared/remotes/remote-registry';
import type { ParcelProps } from '@festival/shared/types/parcel-props';

/**
 * single-spa logs an error when a parcel's lifecycle takes over 3 s. A remote's mount may wait for
 * its own chunks on a slow phone network or a busy machine, which is no error: only a lifecycle
 * that hangs for half a minute is reported (and it is still awaited, never given up).
 */
const PATIENT = { millis: 30_000, dieOnTimeout: false, warningMillis: 10_000 };
/** Marks the element holding the route slot's server HTML (the shell's read-server-rendered.ts finds it by it). */
export const SERVER_SLOT_ATTRIBUTE = 'data-server-slot';
/** Marks the element holding a CMS module's server HTML; its value is the module's slug. */
export const SERVER_MODULE_ATTRIBUTE = 'data-server-module';

/** The element with the server HTML of the route slot, or of the CMS module with this slug. */
export function serverSlotSelector(slug?: string): string {
  if (slug === undefined) return `[${SERVER_SLOT_ATTRIBUTE}]`;
  // A quoted CSS string: quotes and backslashes escaped, a line break as its code point.
  const value = slug.replace(/["\\]/g, '\\$&').replace(/\n/g, '\\a ');
  return `[${SERVER_MODULE_ATTRIBUTE}="${value}"]`;
}

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
}

/**
 * Mounts a single-spa parcel into its own element, passes every new props object on as an
 * update and unmounts it with the slot. Unlike single-spa-react's <Parcel>, a failing
 * lifecycle is handed to onError and never left as an unhandled rejection. Give each config
 * its own slot (a key): a parcel unmounts asynchronously and must not share its element.
 * With serverHtml the element starts with the server's HTML, which the parcel (mounted with
 * initialData) hydrates; the `{__html}` object is made once, so that no later render of the
 * slot writes the HTML again under the hydrated parcel.
 */
export function ParcelSlot({ config, parcelProps, onError, className, serverHtml, slug }: ParcelSlotProps) {
  const elementRef = useRef<HTMLDivElement>(null);
  const parcelRef = useRef<{ parcel: Parcel; props: ParcelProps } | null>(null);
  const propsRef = useRef(parcelProps);
  propsRef.current = parcelProps;
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;
  const [innerHtml] = useState(() => (serverHtml === undefined ? undefined : { __html: serverHtml }));

  useEffect(() => {
    const domElement = elementRef.current;
    if (!domElement || !config) return undefined;
    const props = propsRef.current;
    const parcel = mountRootParcel(Object.assign({}, config, { timeouts: PARCEL_TIMEOUTS }), { ...props, domElement });
    const entry = { parcel, props };
    parcelRef.current = entry;
    parcel.mountPromise.catch((error: unknown) => onErrorRef.current(error));
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
  return <div ref={elementRef} className={className} {...marker} dangerouslySetInnerHTML={innerHtml} />;
}
