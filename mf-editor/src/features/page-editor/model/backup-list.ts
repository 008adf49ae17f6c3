import type { ModuleModel, PageModule } from '@festival/shared/api-schemas/content-modules';

export type EditAction = 'create' | 'update' | 'delete' | 'move';

/**
 * Spec §4: the sections keep a backup list; undo restores the latest backup. A backup is the
 * page as it was before one change: its revision (the page version holding it) and its modules.
 */
export interface Backup {
  revision: number;
  modules: PageModule[];
  /** The change made after it, for the list ("Headline edited"), and the module it changed. */
  change: { action: EditAction; model: ModuleModel; moduleId?: number };
  /** ISO-8601 time the backup was taken. */
  at: string;
}

/** Enough for a working session; the versions list keeps the rest. */
export const MAX_BACKUPS = 20;

export function pushBackup(list: Backup[], backup: Backup): Backup[] {
  return [backup, ...list].slice(0, MAX_BACKUPS);
}

export function latestBackup(list: Backup[]): Backup | null {
  return list[0] ?? null;
}

/** The list once the latest backup has been restored. */
export function withoutLatest(list: Backup[]): Backup[] {
  return list.slice(1);
}
