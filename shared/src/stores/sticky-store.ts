import { useEffect } from 'react';
import { create } from 'zustand';

/** Spec §3 sticky item: a module marked sticky offers its link in the sticky navigation too. */
export interface StickyItem {
  text: string;
  url: string;
}

/**
 * Spec §2 sticky booking button: a page with a booking widget offers a jump to it, with its
 * prices (§5: prices of 0.00 are left out).
 */
export interface StickyBooking {
  /** Element id of the booking widget the button scrolls to. */
  targetId: string;
  /** Price amounts as the api sends them ("12.00"); the sticky nav drops zero amounts. */
  prices: string[];
}

interface StickyState {
  items: Array<StickyItem & { key: string }>;
  booking: StickyBooking | null;
  register: (key: string, item: StickyItem) => void;
  unregister: (key: string) => void;
  setBooking: (booking: StickyBooking | null) => void;
}

export const useStickyStore = create<StickyState>()((set) => ({
  items: [],
  booking: null,
  setBooking: (booking) => set({ booking }),
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

/** Offers the page's booking widget in the sticky navigation while the page is mounted. */
export function useStickyBooking(booking: StickyBooking | null): void {
  const targetId = booking?.targetId;
  const prices = booking?.prices.join('|');
  useEffect(() => {
    if (!targetId || prices === undefined) return undefined;
    useStickyStore.getState().setBooking({ targetId, prices: prices ? prices.split('|') : [] });
    return () => useStickyStore.getState().setBooking(null);
  }, [targetId, prices]);
}
