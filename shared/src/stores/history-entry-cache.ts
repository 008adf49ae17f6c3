import { create } from 'zustand';

/** Entries kept; the oldest are dropped beyond this many. */
const KEPT_ENTRIES = 30;

/**
 * What pages showed, per history entry of this tab: Back shows a page as it was (its list's pages,
 * its teasers and filter lists) without asking the api again. It outlives the parcels that showed
 * it, which unmount when the visitor opens an entry.
 */
export const useHistoryEntryCache = create<{ kept: Map<string, unknown> }>()(() => ({ kept: new Map() }));

/** The history entry on screen: react-router keeps a key in each entry's state. */
function historyEntryKey(): string {
  // On the server (a remote's page rendered into the document) there is no history yet.
  if (typeof window === 'undefined') return 'default';
  const state = window.history.state as { key?: unknown } | null;
  return typeof state?.key === 'string' ? state.key : 'default';
}

function entryCacheKey(key: string): string {
  return `${historyEntryKey()}|${key}`;
}

function keep(cacheKey: string, value: unknown): void {
  const kept = new Map(useHistoryEntryCache.getState().kept);
  kept.delete(cacheKey);
  kept.set(cacheKey, value);
  while (kept.size > KEPT_ENTRIES) kept.delete(kept.keys().next().value as string);
  useHistoryEntryCache.setState({ kept });
}

/**
 * Keeps values under `key` in the history entry on screen now, whenever it is called: a view is
 * left after the router has entered the next entry, so the entry is taken when the view is shown.
 */
export function keeperForEntry(key: string): (value: unknown) => void {
  const cacheKey = entryCacheKey(key);
  return (value) => keep(cacheKey, value);
}

/** What the history entry on screen keeps under `key`, if anything; the caller knows its shape. */
export function keptInEntry<T>(key: string): T | undefined {
  return useHistoryEntryCache.getState().kept.get(entryCacheKey(key)) as T | undefined;
}
