import { create } from 'zustand';

/**
 * Page-wide header state (spec §4 menus, header): the top alert hides while the menu is open;
 * a CMS landing page tells the header its path, so parts of it step back there.
 */
interface ChromeState {
  menuOpen: boolean;
  /** The landing page's path, null on any other CMS page; undefined until a page has told (useLandingPage). */
  landingPath: string | null | undefined;
  setMenuOpen: (open: boolean) => void;
  setLandingPath: (path: string | null) => void;
}

export const useChromeStore = create<ChromeState>()((set) => ({
  menuOpen: false,
  landingPath: undefined,
  setMenuOpen: (menuOpen) => set({ menuOpen }),
  setLandingPath: (landingPath) => set({ landingPath }),
}));
