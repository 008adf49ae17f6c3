import { createStore } from 'zustand/vanilla';
import { isApiError } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';
import { useCmsPageStore } from '@festival/shared/stores/cms-page-store';
import { restoreVersion } from '../../../page-versions/restore-version';
import { getVersions, restoreModule } from '../../../page-versions/versions-api';
import type { MoveDirection } from '../model/module-moves';
import { latestBackup, pushBackup, withoutLatest, type Backup } from '../model/backup-list';
import { loadEditedBody, type EditedBody, type EditorSource } from '../model/edited-body';

/** Spec §4 alert: a save or an error, hidden again after ALERT_MS. */
export interface EditorAlert {
  kind: 'save' | 'error';
  /** The api's detail for an error, when it sent one. */
  detail?: string;
  /** Tells one alert from the next, so a new alert restarts the timer. */
  id: number;
}

export const ALERT_MS = 4000;

export type FocusTarget = { kind: 'move'; id: number; direction: MoveDirection } | { kind: 'edit'; id: number } | { kind: 'undo' };

export interface PageEditorState {
  status: 'loading' | 'ready' | 'error';
  page: EditedBody | null;
  backups: Backup[];
  alert: EditorAlert | null;
  busy: boolean;
  /**
   * Where the keyboard focus goes once the page is read again after a change: the moved
   * module's move button, the edit button of a module whose form closed, or undo after a delete.
   */
  focusTarget: FocusTarget | null;
  setFocusTarget: (target: FocusTarget | null) => void;
  load: () => Promise<void>;
  /**
   * One change through the write API, based on the revision the editor shows: the page before
   * it goes to the backup list, the page is read again after it. Spec §8: a save shows the save
   * alert, a failure the error alert, except for a move (reorder). Failures are thrown on, so a
   * form can show a 400's field.
   */
  write: (change: Backup['change'], run: (revision: number) => Promise<unknown>) => Promise<void>;
  /**
   * Restores the latest backup from the version (of the page or the article) that holds its revision: a changed or deleted
   * module alone (what others changed meanwhile stays), otherwise the whole page.
   */
  undo: () => Promise<void>;
  dismissAlert: () => void;
}

let alerts = 0;

export function createPageEditorStore(locale: Locale, source: EditorSource) {
  return createStore<PageEditorState>()((set, get) => {
    const showAlert = (kind: EditorAlert['kind'], error?: unknown) =>
      set({ alert: { kind, id: ++alerts, ...(isApiError(error) && error.detail ? { detail: error.detail } : {}) } });

    const reload = async () => {
      const page = await loadEditedBody(source, locale);
      set({ page, status: 'ready' });
      // The toolbar says where the page's publication stands and publishes the revision it names.
      if (page.owner.type === 'page') useCmsPageStore.getState().changed(page.owner.id, { revision: page.revision, publication: page.publication });
    };

    return {
      status: 'loading',
      page: null,
      backups: [],
      alert: null,
      busy: false,
      focusTarget: null,
      setFocusTarget: (focusTarget) => set({ focusTarget }),
      load: async () => {
        set({ status: 'loading' });
        try {
          await reload();
        } catch (error) {
          console.error('page editor: page', error);
          set({ status: 'error' });
        }
      },
      write: async (change, run) => {
        const { page } = get();
        if (!page) return;
        set({ busy: true });
        try {
          await run(page.revision);
          set((state) => ({ backups: pushBackup(state.backups, { revision: page.revision, modules: page.modules, change, at: new Date().toISOString() }) }));
          if (change.action !== 'move') showAlert('save');
        } catch (error) {
          // spec §8: a failed reorder shows no alert; the page read again shows the order as it is
          if (change.action === 'move') console.error('page editor: move', error);
          else showAlert('error', error);
          throw error;
        } finally {
          await reload().catch((error: unknown) => console.error('page editor: page', error));
          set({ busy: false });
        }
      },
      undo: async () => {
        const { page, backups } = get();
        const backup = latestBackup(backups);
        if (!page || !backup) return;
        set({ busy: true });
        try {
          const { owner } = page;
          const versions = await getVersions(owner, locale);
          const version = versions.find((entry) => entry.revision === backup.revision);
          if (!version) throw new Error(`no version of revision ${backup.revision}`);
          const { action, moduleId } = backup.change;
          if (moduleId !== undefined && (action === 'update' || action === 'delete')) await restoreModule(owner.type, version.id, moduleId, page.revision, locale);
          else await restoreVersion(owner.type, version.id, page.revision, locale);
          set({ backups: withoutLatest(get().backups) });
          showAlert('save');
        } catch (error) {
          console.error('page editor: undo', error);
          showAlert('error', error);
        } finally {
          await reload().catch((error: unknown) => console.error('page editor: page', error));
          set({ busy: false });
        }
      },
      dismissAlert: () => set({ alert: null }),
    };
  });
}

export type PageEditorStore = ReturnType<typeof createPageEditorStore>;
