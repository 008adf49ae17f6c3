import { isChunkLoadError, RELOAD_INTERVAL_MS, RELOAD_STORAGE_KEY, reloadOncePerInterval } from '../reload-guard';

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
}

test('reloads once, not again within 60 s, again after', () => {
  const storage = memoryStorage();
  const reload = jest.fn();
  let now = 1_000_000;
  const deps = { storage, reload, now: () => now };
  expect(reloadOncePerInterval(deps)).toBe(true);
  now += RELOAD_INTERVAL_MS - 1;
  expect(reloadOncePerInterval(deps)).toBe(false);
  now += 1;
  expect(reloadOncePerInterval(deps)).toBe(true);
  expect(reload).toHaveBeenCalledTimes(2);
  expect(storage.getItem(RELOAD_STORAGE_KEY)).toBe(String(now));
});

test('recognises webpack chunk load errors only', () => {
  const chunkError = Object.assign(new Error('Loading chunk 381 failed.\n(error: https://x/381.js)'), { name: 'ChunkLoadError' });
  expect(isChunkLoadError(chunkError)).toBe(true);
  expect(isChunkLoadError(new Error('Loading CSS chunk 12 failed.'))).toBe(true);
  expect(isChunkLoadError(new Error('Failed to fetch'))).toBe(false);
  expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
});
