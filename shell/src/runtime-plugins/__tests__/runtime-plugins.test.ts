import { fakeResponse } from '@festival/shared/testing/mock-fetch';
import { createChunkReloadPlugin } from '../chunk-reload-plugin';
import { createDocumentPreloadsPlugin } from '../document-preloads-plugin';
import { createLoadErrorPlugin, RemoteUnavailableError } from '../load-error-plugin';
import { createRetryPlugin } from '../retry-plugin';
import createYieldPlugin from '../yield-plugin';

/** A hook of a plugin, called with plain test arguments instead of the runtime's full objects. */
const hook = (plugin: object, name: string) => (plugin as Record<string, (...args: unknown[]) => unknown>)[name] as (...args: unknown[]) => unknown;

describe('retry plugin', () => {
  test('a manifest that fails with a server error or the network is fetched once more', async () => {
    const fetchImpl = jest.fn().mockResolvedValueOnce(fakeResponse(503)).mockResolvedValueOnce(fakeResponse(200, {}));
    const plugin = createRetryPlugin(fetchImpl);
    const response = (await hook(plugin, 'fetch')('https://x/mf-manifest.json', {})) as Response;
    expect(response.status).toBe(200);
    expect(fetchImpl).toHaveBeenCalledTimes(2);

    const flaky = jest.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(fakeResponse(200, {}));
    await hook(createRetryPlugin(flaky), 'fetch')('https://x/mf-manifest.json', {});
    expect(flaky).toHaveBeenCalledTimes(2);
  });

  test('a missing manifest is not asked for twice', async () => {
    const fetchImpl = jest.fn().mockResolvedValue(fakeResponse(404));
    const response = (await hook(createRetryPlugin(fetchImpl), 'fetch')('https://x/mf-manifest.json', {})) as Response;
    expect(response.status).toBe(404);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  test('a failed entry script is loaded again once per remote', async () => {
    const plugin = createRetryPlugin(jest.fn());
    const entry = { get: jest.fn(), init: jest.fn() };
    const getRemoteEntry = jest.fn().mockResolvedValue(entry);
    const globalLoading: Record<string, unknown> = { mf_shop: Promise.resolve() };
    const args = { getRemoteEntry, origin: {}, remoteInfo: { name: 'mf_shop' }, globalLoading, uniqueKey: 'mf_shop' };
    await expect(hook(plugin, 'loadEntryError')(args)).resolves.toBe(entry);
    expect(globalLoading).not.toHaveProperty('mf_shop');
    await expect(hook(plugin, 'loadEntryError')(args)).resolves.toBeUndefined();
    expect(getRemoteEntry).toHaveBeenCalledTimes(1);
  });
});

describe('load error plugin', () => {
  test('every failure to load a module becomes RemoteUnavailableError', () => {
    const plugin = createLoadErrorPlugin();
    expect(() => hook(plugin, 'errorLoadRemote')({ id: 'mf_shop/booking-widget', error: new Error('boom'), lifecycle: 'onLoad' })).toThrow(
      RemoteUnavailableError,
    );
  });

  test('a broken manifest is left to the later onLoad report', () => {
    const plugin = createLoadErrorPlugin();
    expect(hook(plugin, 'errorLoadRemote')({ id: 'https://x/mf-manifest.json', error: new Error('404'), lifecycle: 'afterResolve' })).toBeUndefined();
  });
});

describe('chunk reload plugin', () => {
  test('reloads for a chunk load error and not for others', () => {
    const reload = jest.fn();
    const values = new Map<string, string>();
    const storage = { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
    const plugin = createChunkReloadPlugin({ storage, reload, now: () => 5_000_000 });
    hook(plugin, 'errorLoadRemote')({ id: 'a/b', error: new Error('Failed to fetch'), lifecycle: 'onLoad' });
    expect(reload).not.toHaveBeenCalled();
    hook(plugin, 'errorLoadRemote')({ id: 'a/b', error: Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' }), lifecycle: 'onLoad' });
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('document preloads plugin', () => {
  test("the runtime preloads no module the document preloaded, and every other as before", () => {
    document.head.innerHTML = '<template id="app-preloads" data-modules="mf_programme/programme-page mf_shop/booking-widget"></template>';
    const plugin = createDocumentPreloadsPlugin();
    const preloadOps = [
      { nameOrAlias: 'mf_programme', exposes: ['./programme-page'] },
      { nameOrAlias: 'mf_programme', exposes: ['./event-page'] },
      { nameOrAlias: 'mf_shop', exposes: ['./booking-widget', './cart-page'] },
      { nameOrAlias: 'mf_shop', exposes: ['./booking-widget'] },
    ];
    hook(plugin, 'beforePreloadRemote')({ preloadOps, options: {}, origin: {} });
    expect(preloadOps).toEqual([
      { nameOrAlias: 'mf_programme', exposes: ['./event-page'] },
      { nameOrAlias: 'mf_shop', exposes: ['./booking-widget', './cart-page'] },
    ]);
  });

  test('a document without preloads leaves every preload to the runtime', () => {
    document.head.innerHTML = '';
    const preloadOps = [{ nameOrAlias: 'mf_programme', exposes: ['./programme-page'] }];
    hook(createDocumentPreloadsPlugin(), 'beforePreloadRemote')({ preloadOps, options: {}, origin: {} });
    expect(preloadOps).toHaveLength(1);
  });
});

describe('yield plugin', () => {
  /** Resolves `promise`'s state after every promise callback queued now has run, not after a task. */
  const settledInThisTask = async (promise: Promise<unknown>) => {
    let settled = false;
    void promise.then(() => { settled = true; });
    // Promise callbacks all run before the next task: a yield is not over after them.
    for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
    return settled;
  };

  test('each container started or initialised goes on in a task of its own, its arguments unchanged', async () => {
    const plugin = createYieldPlugin();
    for (const name of ['beforeInitContainer', 'initContainer']) {
      const args = { pkgName: 'react' };
      const answer = hook(plugin, name)(args) as Promise<unknown>;
      expect(await settledInThisTask(answer)).toBe(false);
      await expect(answer).resolves.toBe(args);
    }
  });

  test("each shared module is looked up in a task of its own, by the runtime's own look-up, once however often the runtime starts", async () => {
    const plugin = createYieldPlugin();
    const lookUp = jest.fn().mockResolvedValue(() => 'react');
    const origin = { loadShare: lookUp };
    hook(plugin, 'init')({ origin, options: {} });
    hook(plugin, 'init')({ origin, options: {} });
    const options = { customShareInfo: { scope: ['default'] } };
    const answer = origin.loadShare('react', options) as Promise<() => string>;
    expect(await settledInThisTask(answer)).toBe(false);
    expect(lookUp).not.toHaveBeenCalled();
    expect((await answer)()).toBe('react');
    expect(lookUp).toHaveBeenCalledTimes(1);
    expect(lookUp).toHaveBeenCalledWith('react', options);
  });
});
