import { useEffect, useState } from 'react';
import { useLoadingStore } from '@festival/shared/stores/loading-store';
import './loading-bar.css';

/** Spec §9 loading bar: shown only after 200 ms of loading, runs 5 s, hides 500 ms after the end. */
export const LOADING_THROTTLE_MS = 200;
export const LOADING_HIDE_MS = 500;

type Phase = 'idle' | 'running' | 'finishing';

export function LoadingBar() {
  const loading = useLoadingStore((state) => state.pending > 0);
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    if (loading) {
      const timer = window.setTimeout(() => setPhase('running'), LOADING_THROTTLE_MS);
      return () => window.clearTimeout(timer);
    }
    setPhase((current) => (current === 'running' ? 'finishing' : current));
    const timer = window.setTimeout(() => setPhase('idle'), LOADING_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [loading]);

  if (phase === 'idle') return null;
  return <div className={`sh-loading-bar sh-loading-bar--${phase}`} aria-hidden="true" />;
}
