import { create } from 'zustand';
import type { RedirectEntry } from '@festival/shared/api-schemas/content';
import { apiGet } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';

/** The redirects table (spec §7 /{locale}/pageeditor-api/redirect), loaded once per page load. */
export interface RedirectsState {
  byOldPath: Map<string, string> | null;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  load: (locale: Locale) => Promise<void>;
}

export const useRedirectsStore = create<RedirectsState>()((set, get) => ({
  byOldPath: null,
  status: 'idle',
  load: async (locale) => {
    if (get().status !== 'idle') return;
    set({ status: 'loading' });
    try {
      const entries = await apiGet<RedirectEntry[]>('/pageeditor-api/redirect', { locale });
      set({ byOldPath: new Map(entries.map((entry) => [entry.old_path, entry.new_path])), status: 'ready' });
    } catch (error) {
      // Without the list in-app links to old paths still reach the server, which redirects them.
      console.warn('redirects', error);
      set({ status: 'failed' });
    }
  },
}));

/** The new path for a path (spec §4 redirects); a trailing slash makes no other path. */
export function redirectTarget(byOldPath: Map<string, string> | null, pathname: string): string | null {
  if (!byOldPath) return null;
  return byOldPath.get(pathname) ?? byOldPath.get(pathname.replace(/\/+$/, '')) ?? null;
}
