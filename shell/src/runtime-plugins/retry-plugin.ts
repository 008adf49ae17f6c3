import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type LoadEntryErrorHook = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;

/**
 * A remote's manifest or entry script that fails once is fetched once more before the slot
 * gives up: a flaky connection should not cost a section of the page.
 */
export function createRetryPlugin(fetchImpl: typeof fetch = (input, init) => fetch(input, init)): ModuleFederationRuntimePlugin {
  const retriedEntries = new Set<string>();
  return {
    name: 'festival-retry-once',
    async fetch(url, init) {
      try {
        const response = await fetchImpl(url, init);
        // A 404 stays a 404; only server and network trouble is worth a second try.
        if (response.status < 500) return response;
      } catch {
        // fall through to the single retry
      }
      return fetchImpl(url, init);
    },
    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      if (retriedEntries.has(uniqueKey)) return Promise.resolve(undefined);
      retriedEntries.add(uniqueKey);
      delete globalLoading[uniqueKey];
      const retried = getRemoteEntry({ origin, remoteInfo, remoteEntryExports }).then((exports) => exports || undefined);
      // The hook's declared type nests a promise the runtime awaits once (hooks resolve listener results).
      return retried as unknown as ReturnType<LoadEntryErrorHook>;
    },
  };
}
