import { useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { RemoteModuleId } from '@festival/shared/remotes/remote-modules';
import { loadRemoteParcel, type ParcelLifecycles } from '@festival/shared/remotes/remote-registry';
import { ServerModulesContext, ServerSlotContext, type ServerModuleSlot, type ServerSlot } from '@festival/shared/ssr/server-slot';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { serverSlotSelector } from '@festival/shared/ssr/slot-markers';
import { ParcelSlot } from '@festival/shared/ui/parcel-slot';
import { RemoteFallback } from '@festival/shared/ui/remote-fallback';
import { Skeleton } from '@festival/shared/ui/skeleton';

export interface RemoteParcelProps {
  module: RemoteModuleId;
  props: ParcelProps;
  /** Replaces the standard fallback, e.g. a plain webshop link where the booking widget fails. */
  fallback?: (retry: () => void) => ReactNode;
  /** Shown while the remote loads; a generic skeleton by default. */
  loading?: ReactNode;
  className?: string;
  /** A CMS module's slug: the slot takes the server's rendering of that module of the page. */
  slug?: string;
  /**
   * 'near': when the server rendered this slot, its remote loads only once the slot comes near the
   * viewport or the visitor reaches for it; until then it is the server's HTML (a module further
   * down a page costs no JavaScript at start-up). Without the server's HTML it loads at once.
   */
  hydrate?: 'now' | 'near';
}

type SlotState =
  | { status: 'loading' }
  | { status: 'ready'; config: ParcelLifecycles; loadId: number }
  | { status: 'failed' };

let loads = 0;

/**
 * The server's rendering of this module, when this slot takes it over: on the server, and in
 * the browser while the server's slot element is still in the page (the document's first render;
 * a later visit of the route, say by Back, renders afresh).
 */
function takeServerSlot(
  slot: ServerSlot | null, modules: ReadonlyMap<string, ServerModuleSlot>, module: RemoteModuleId, slug: string | undefined,
): ServerSlot | null {
  const served = slug === undefined ? slot : modules.get(slug) ?? null;
  if (served?.module !== module) return null;
  if (typeof document !== 'undefined' && !document.querySelector(serverSlotSelector(slug))) return null;
  return served;
}

/**
 * One slot that mounts a remote's parcel. A remote that does not load, fails to mount or
 * throws while rendering shows the fallback in this slot only; retry loads it again.
 * When the server rendered this module (ServerSlotContext, or ServerModulesContext for a CMS
 * module's slug, on the first render), the slot shows
 * the server's HTML from the start, on the server as in the browser, and the parcel hydrates it
 * from the server's data once the remote has loaded.
 */
export function RemoteParcel({ module, props, fallback, loading, className, slug, hydrate = 'now' }: RemoteParcelProps) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SlotState>({ status: 'loading' });
  const context = useContext(ServerSlotContext);
  const modules = useContext(ServerModulesContext);
  const [serverSlot] = useState(() => takeServerSlot(context, modules, module, slug));
  const [wanted, setWanted] = useState(() => hydrate === 'now' || serverSlot === null);
  const want = useCallback(() => setWanted(true), []);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const parcelProps = useMemo(() => ({ ...props, retry }), [props, retry]);
  // The server's data belongs to the first mount only; a retry renders afresh.
  const hydrating = serverSlot !== null && attempt === 0;
  const slotProps = useMemo(() => (hydrating ? { ...parcelProps, initialData: serverSlot.data } : parcelProps), [hydrating, parcelProps, serverSlot]);
  const fail = useCallback(
    (error: unknown) => {
      console.error(`remote ${module} failed`, error);
      setState({ status: 'failed' });
    },
    [module],
  );

  useEffect(() => {
    if (!wanted) return undefined;
    let active = true;
    setState({ status: 'loading' });
    loadRemoteParcel(module).then(
      (lifecycles) => {
        // A fresh config and element per load: single-spa names each mounted parcel itself.
        if (active) setState({ status: 'ready', config: { ...lifecycles }, loadId: ++loads });
      },
      (error: unknown) => {
        if (active) fail(error);
      },
    );
    return () => {
      active = false;
    };
  }, [module, attempt, fail, wanted]);

  if (state.status === 'failed') {
    return <>{fallback ? fallback(retry) : <RemoteFallback locale={props.locale} onRetry={retry} />}</>;
  }
  if (hydrating) {
    const config = state.status === 'ready' ? state.config : null;
    return (
      <ParcelSlot
        config={config}
        parcelProps={slotProps}
        onError={fail}
        className={className}
        serverHtml={serverSlot.html}
        slug={slug}
        waiting={!wanted}
        onReach={want}
      />
    );
  }
  if (state.status === 'loading') return <>{loading ?? <Skeleton />}</>;
  return <ParcelSlot key={state.loadId} config={state.config} parcelProps={slotProps} onError={fail} className={className} />;
}
