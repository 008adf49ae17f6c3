/** Spec §4/§8: a chunk-load failure reloads the page, at most once per 60 seconds. */
export const RELOAD_INTERVAL_MS = 60_000;
export const RELOAD_STORAGE_KEY = 'festival:chunk-reload-at';

export interface ReloadGuardDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  reload: () => void;
}

const defaultDeps = (): ReloadGuardDeps => ({
  storage: window.sessionStorage,
  now: () => Date.now(),
  reload: () => window.location.reload(),
});

/** Reloads unless the last reload for this reason was less than a minute ago; true if it reloads. */
export function reloadOncePerInterval(deps: ReloadGuardDeps = defaultDeps()): boolean {
  const last = Number(deps.storage.getItem(RELOAD_STORAGE_KEY));
  const now = deps.now();
  if (Number.isFinite(last) && last > 0 && now - last < RELOAD_INTERVAL_MS) return false;
  deps.storage.setItem(RELOAD_STORAGE_KEY, String(now));
  deps.reload();
  return true;
}

/** webpack's "Loading chunk N failed" (ChunkLoadError), also for CSS chunks. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed/i.test(error.message);
}
