import { create } from 'zustand';
import type { EditorUser, UserDetails } from '@festival/shared/api-schemas/content';
import type { Locale } from '@festival/shared/i18n/locales';
import type { ParcelUser } from '@festival/shared/types/parcel-props';
import { apiGet, isApiError } from '@festival/shared/api-client/api-client';

/**
 * Who is visiting (spec §6), shared by the shell and every remote. The editor check runs only
 * for a visitor the user details call an editor, so no page view makes a call that answers
 * 401 or 403 (the browser would log it as a console error).
 */
export interface SessionState {
  status: 'idle' | 'loading' | 'ready';
  /** The language the answers are in (login and logout urls are localised). */
  locale: Locale | null;
  details: UserDetails | null;
  editor: EditorUser | null;
  load: (locale: Locale) => Promise<void>;
  /**
   * Asks again after the session changed (login, logout, profile): a load still running from
   * before the change would answer the old session, so its answer is dropped.
   */
  refresh: (locale: Locale) => Promise<void>;
}

const pending = new Map<Locale, Promise<void>>();
/** Counts the session's changes; a load answers only for the change it started after. */
let generation = 0;

export const useSessionStore = create<SessionState>()((set, get) => ({
  status: 'idle',
  locale: null,
  details: null,
  editor: null,
  load: (locale) => {
    if (get().status === 'ready' && get().locale === locale) return Promise.resolve();
    const running = pending.get(locale);
    if (running) return running;
    const started = generation;
    const loading = (async () => {
      if (get().status !== 'ready') set({ status: 'loading' });
      const details = await apiGet<UserDetails>('/api/user-details/', { locale }).catch((error: unknown) => {
        // Spec §8: a failing user-details call is only logged.
        console.error('user details', error);
        return null;
      });
      let editor: EditorUser | null = null;
      // On the logout page the session ends while this runs: an editor check there would race
      // the logout and answer 401.
      const leaving = details?.logout_url === window.location.pathname;
      if (details?.is_logged_in && details.is_editor && !leaving) {
        editor = await apiGet<EditorUser>('/pageeditor-api/user', { locale }).catch((error: unknown) => {
          if (!isApiError(error, 401) && !isApiError(error, 403)) console.error('editor user', error);
          return null;
        });
      }
      if (started !== generation) return;
      set({ status: 'ready', locale, details, editor });
      pending.delete(locale);
    })();
    pending.set(locale, loading);
    return loading;
  },
  refresh: (locale) => {
    generation += 1;
    pending.clear();
    set({ locale: null });
    return get().load(locale);
  },
}));

/** The visitor as parcels see it (ParcelProps.user); null while anonymous or unknown. */
export function toParcelUser(state: Pick<SessionState, 'details' | 'editor'>): ParcelUser | null {
  const { details, editor } = state;
  if (!details?.is_logged_in) return null;
  return { first_name: details.first_name, last_name: details.last_name, email: details.email, is_editor: editor !== null };
}
