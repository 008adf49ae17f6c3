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
