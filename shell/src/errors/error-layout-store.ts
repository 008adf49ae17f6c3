import { create } from 'zustand';

/**
 * Spec §2 layouts: the error layout keeps header and footer but leaves out the sticky
 * navigation and the programme overlay. Error pages count themselves in while shown.
 */
export const useErrorLayoutStore = create<{ shown: number }>()(() => ({ shown: 0 }));

export function enterErrorLayout(): () => void {
  useErrorLayoutStore.setState((state) => ({ shown: state.shown + 1 }));
  return () => useErrorLayoutStore.setState((state) => ({ shown: Math.max(0, state.shown - 1) }));
}

export function useErrorLayout(): boolean {
  return useErrorLayoutStore((state) => state.shown > 0);
}
