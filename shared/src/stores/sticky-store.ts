import { useEffect } from 'react';
import { create } from 'zustand';

/** Spec §3 sticky item: a module marked sticky offers its link in the sticky navigation too. */
export interface StickyItem {
  text: string;
  url: string;
}

interface StickyState {
  items: Array<StickyItem & { key: string }>;
  register: (key: string, item: StickyItem) => void;
  unregister: (key: string) => void;
}

export const useStickyStore = create<StickyState>()((set) => ({
  items: [],
  register: (key, item) => set((state) => ({ items: [...state.items.filter((entry) => entry.key !== key), { key, ...item }] })),
  unregister: (key) => set((state) => ({ items: state.items.filter((entry) => entry.key !== key) })),
}));

/** Spec §4: sticky buttons register when their module mounts and unregister on unmount. */
export function useStickyItem(key: string, item: StickyItem | null): void {
  const text = item?.text;
  const url = item?.url;
  useEffect(() => {
    if (!text || !url) return undefined;
    useStickyStore.getState().register(key, { text, url });
    return () => useStickyStore.getState().unregister(key);
  }, [key, text, url]);
}
