import type { EDITOR_MODE_KEYS } from '@festival/shared/routes/route-table';

/**
 * Spec §2: the edit query turns editing on, noToolbar hides the toolbar; other parameters stay.
 * The editor's toolbar and the shell's way back to it both link with it.
 */
export function queryToggling(query: Record<string, string>, key: (typeof EDITOR_MODE_KEYS)[number], on: boolean): string {
  const next = new URLSearchParams(query);
  if (on) next.set(key, '1');
  else next.delete(key);
  const qs = next.toString();
  return qs ? `?${qs}` : '';
}

/**
 * Spec §2: a stored version of a page (?v=), or the page itself for null. Edit mode stays as it
 * was, so an editor looking at an older version is still editing when going back.
 */
export function versionAddress(pathname: string, versionId: number | null, editing: boolean): string {
  const query = new URLSearchParams();
  if (editing) query.set('edit', '1');
  if (versionId !== null) query.set('v', String(versionId));
  const qs = query.toString();
  return qs ? `${pathname}?${qs}` : pathname;
}
