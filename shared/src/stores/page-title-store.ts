import { useEffect } from 'react';
import { create } from 'zustand';
import type { PageSubject } from '@festival/shared/head/page-title';

/**
 * What the page on screen has told about itself (its object's title or the error it shows),
 * with the path it was told for, so that the shell never titles a page with the last one's.
 */
export interface PageTitleState {
  path: string | null;
  subject: PageSubject | null;
  tell: (path: string, subject: PageSubject) => void;
}

export const usePageTitleStore = create<PageTitleState>()((set) => ({
  path: null,
  subject: null,
  tell: (path, subject) => set({ path, subject }),
}));

/** The subject told for this path, or null when the page on screen has told nothing yet. */
export function subjectFor(state: Pick<PageTitleState, 'path' | 'subject'>, pathname: string): PageSubject | null {
  return state.path === pathname ? state.subject : null;
}

/**
 * A page that loads its object tells its title (or error) here once known; the shell turns it
 * into the document title with the shared rules. null while the page is loading.
 */
export function usePageSubject(subject: PageSubject | null): void {
  const title = subject && 'title' in subject ? subject.title : null;
  const error = subject && 'error' in subject ? subject.error : null;
  useEffect(() => {
    const { pathname } = window.location;
    if (error !== null) usePageTitleStore.getState().tell(pathname, { error });
    else if (title !== null) usePageTitleStore.getState().tell(pathname, { title });
  }, [title, error]);
}
