import { create } from 'zustand';
import type { Locale } from '@festival/shared/i18n/locales';

export type AlternateUrls = Record<Locale, string>;

/**
 * The same page in each language, as told by whoever rendered it (a CMS page's urls, an
 * event's urls). The shell's language switch prefers it over the route table: slugs differ
 * per language (spec §2 locale switching).
 */
export interface AlternatesState {
  path: string | null;
  urls: AlternateUrls | null;
  setAlternates: (path: string, urls: AlternateUrls) => void;
}

export const useAlternatesStore = create<AlternatesState>()((set) => ({
  path: null,
  urls: null,
  setAlternates: (path, urls) => set({ path, urls }),
}));

/** For the current path only: a stale entry from the previous page is ignored. */
export function alternatesFor(state: Pick<AlternatesState, 'path' | 'urls'>, pathname: string): AlternateUrls | null {
  const normalise = (path: string) => path.replace(/\/+$/, '') || '/';
  return state.path !== null && normalise(state.path) === normalise(pathname) ? state.urls : null;
}
