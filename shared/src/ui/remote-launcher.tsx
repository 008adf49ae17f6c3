import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { RemoteModuleId } from '@festival/shared/remotes/remote-modules';
import { loadRemoteParcel } from '@festival/shared/remotes/remote-registry';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { RemoteParcel } from '@festival/shared/ui/remote-parcel';

export interface RemoteLauncherProps {
  module: RemoteModuleId;
  props: ParcelProps;
  /** The button's text: the parcel's own label for what it opens. */
  label: string;
  /** The name of the region around the button, as the parcel names its own. */
  regionLabel: string;
  /** As RemoteParcel's: what shows where the remote cannot load. */
  fallback?: (retry: () => void) => ReactNode;
  className?: string;
  /** Mounts the parcel at once, where it shows more than its button (say, that booking is offline). */
  eager?: boolean;
  /** Why the button cannot open the parcel now (no connection): it is disabled and says so. */
  unavailable?: string;
}

/**
 * The fallback shown where the launcher's button was: the focus the pressed button had (it left
 * the page with it) goes to the fallback's first link or button.
 */
function FallbackTakingFocus({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (document.activeElement !== null && document.activeElement !== document.body) return;
    ref.current?.querySelector<HTMLElement>('a[href], button')?.focus();
  }, []);
  return <div ref={ref}>{children}</div>;
}

/**
 * A remote parcel that starts as a closed button (the booking widget): until the visitor opens it,
 * the host's own button stands in for it, in the server's HTML as in the browser, and the remote
 * costs no JavaScript. Pointing at or focusing the button starts loading the remote; a click
 * mounts the parcel with `data.startOpen`, which opens it and takes the focus.
 */
export function RemoteLauncher({ module, props, label, regionLabel, fallback, className, eager = false, unavailable }: RemoteLauncherProps) {
  const [opened, setOpened] = useState(false);
  const reasonId = useId();
  const openProps = useMemo(() => ({ ...props, data: { ...props.data, startOpen: true } }), [props]);
  const focusingFallback = useMemo(
    () => (fallback ? (retry: () => void) => <FallbackTakingFocus>{fallback(retry)}</FallbackTakingFocus> : undefined),
    [fallback],
  );
  if (eager) return <RemoteParcel module={module} props={props} fallback={fallback} className={className} loading={null} />;

  // Loading it early only warms the federation runtime's cache; a failure shows once it is mounted.
  const warm = () => void loadRemoteParcel(module).catch(() => undefined);
  const button = (busy: boolean) => (
    <div className={className}>
      <section aria-label={regionLabel}>
        <button
          type="button"
          className="fs-button"
          aria-expanded={false}
          aria-busy={busy || undefined}
          // The busy button replaces the clicked one: it keeps the focus until the parcel takes it.
          autoFocus={busy}
          onPointerEnter={warm}
          onFocus={warm}
          onClick={() => setOpened(true)}
          disabled={unavailable !== undefined && !busy}
          aria-describedby={unavailable !== undefined && !busy ? reasonId : undefined}
        >
          {label}
        </button>
        {unavailable !== undefined && !busy && <p id={reasonId}>{unavailable}</p>}
      </section>
    </div>
  );
  if (!opened || unavailable !== undefined) return button(false);
  return <RemoteParcel module={module} props={openProps} fallback={focusingFallback} className={className} loading={button(true)} />;
}
