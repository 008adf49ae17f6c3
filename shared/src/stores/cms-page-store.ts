import { create } from 'zustand';
import type { PagePublication } from '../api-schemas/page-publication';

/** What the editor remote needs of the CMS page on screen: which page, at which revision, and how to load it again. */
export interface CmsPageInfo {
  /** The address it is shown at (without query). */
  pathname: string;
  id: number;
  revision: number;
  is_online: boolean;
  /** The stored version shown instead of the live page (?v=), or null. */
  version_id: number | null;
  /** Whether visitors see the page as it is, or changes wait as a draft or for a planned time (editors' answers only). */
  publication: PagePublication | null;
}

/**
 * The CMS page the shell shows right now (null on other routes), set by the shell; the editor's
 * versions panel reads it and calls reload() after a restore so the page shows the new content.
 */
export interface CmsPageState {
  page: CmsPageInfo | null;
  reload: (() => void) | null;
  show: (page: CmsPageInfo, reload: () => void) => void;
  /** The page editor saved: the page's new revision and where its publication stands now. */
  changed: (id: number, change: Pick<CmsPageInfo, 'revision' | 'publication'>) => void;
  leave: (pathname: string) => void;
}

export const useCmsPageStore = create<CmsPageState>()((set, get) => ({
  page: null,
  reload: null,
  show: (page, reload) => set({ page, reload }),
  changed: (id, change) => {
    const { page } = get();
    if (page?.id === id) set({ page: { ...page, ...change } });
  },
  // Only the page that is left clears it: the next page may have arrived first.
  leave: (pathname) => {
    if (get().page?.pathname === pathname) set({ page: null, reload: null });
  },
}));
