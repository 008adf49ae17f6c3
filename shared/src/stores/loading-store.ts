import { useEffect } from 'react';
import { create } from 'zustand';

/**
 * How many loading placeholders are on the page right now, shell and remotes together; the
 * shell's progress bar (spec §2) runs while there is at least one.
 */
export interface LoadingState {
  pending: number;
  begin: () => void;
  end: () => void;
}

export const useLoadingStore = create<LoadingState>()((set) => ({
  pending: 0,
  begin: () => set((state) => ({ pending: state.pending + 1 })),
  end: () => set((state) => ({ pending: Math.max(0, state.pending - 1) })),
}));

/** Counts the calling component as loading while it is mounted. */
export function useLoadingIndicator(active = true): void {
  useEffect(() => {
    if (!active) return undefined;
    useLoadingStore.getState().begin();
    return () => useLoadingStore.getState().end();
  }, [active]);
}
