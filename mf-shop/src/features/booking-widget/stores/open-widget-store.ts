import { create } from 'zustand';

/**
 * Spec §4: only one booking widget is open at a time. Every widget of the page shares this
 * store (one module instance per remote), so opening one closes the others.
 */
export interface OpenWidgetState {
  openId: string | null;
  open: (id: string) => void;
  close: (id: string) => void;
}

export const useOpenWidgetStore = create<OpenWidgetState>()((set) => ({
  openId: null,
  open: (id) => set({ openId: id }),
  close: (id) => set((state) => (state.openId === id ? { openId: null } : state)),
}));
