import { useEffect, useId, type ReactNode } from 'react';
import { create } from 'zustand';
import { useLoadingIndicator } from '@festival/shared/stores/loading-store';
import { useLocaleT } from '@festival/shared/ui/app-context';
// ui.css first, as in every other shared component, so that the bundles agree on the order.
import './ui.css';
import './skeletons.css';

/** Mounted placeholders in mount order; only the first one speaks, so a page says "loading" once. */
const useAnnouncers = create<{ ids: string[] }>()(() => ({ ids: [] }));

function useIsAnnouncer(id: string): boolean {
  useEffect(() => {
    useAnnouncers.setState((state) => ({ ids: [...state.ids, id] }));
    return () => useAnnouncers.setState((state) => ({ ids: state.ids.filter((entry) => entry !== id) }));
  }, [id]);
  return useAnnouncers((state) => state.ids[0] === id);
}

/**
 * The frame of every loading placeholder (spec §2 loading skeletons): busy for assistive
 * technology, counted for the loading bar, announced once per page; its shapes are hidden.
 */
export function SkeletonFrame({ kind, className, children }: { kind: string; className?: string; children: ReactNode }) {
  const { t } = useLocaleT();
  const id = useId();
  const announcer = useIsAnnouncer(id);
  useLoadingIndicator();
  return (
    <div className={`fs-skeleton fs-skeleton--${kind} ${className ?? ''}`} aria-busy="true" data-skeleton={kind}>
      <span role="status" className="fs-visually-hidden">
        {announcer ? t('loading') : ''}
      </span>
      <div className="fs-skeleton__shapes" aria-hidden="true">
        {children}
      </div>
    </div>
  );
}

type BoneShape = 'line' | 'short' | 'title' | 'media' | 'photo' | 'field' | 'wide-media' | 'square' | 'circle' | 'pill' | 'block';

/** One grey shape of a placeholder. */
export function Bone({ shape = 'line' }: { shape?: BoneShape }) {
  return <div className={`fs-bone fs-bone--${shape}`} />;
}

export function Bones({ count, shape }: { count: number; shape?: BoneShape }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <Bone key={index} shape={shape} />
      ))}
    </>
  );
}
