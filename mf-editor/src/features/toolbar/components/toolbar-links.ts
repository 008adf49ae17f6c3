/** Spec §2: the edit query turns editing on, noToolbar hides the toolbar; other parameters stay. */
export function queryToggling(query: Record<string, string>, key: 'edit' | 'noToolbar', on: boolean): string {
  const next = new URLSearchParams(query);
  if (on) next.set(key, '1');
  else next.delete(key);
  const qs = next.toString();
  return qs ? `?${qs}` : '';
}
