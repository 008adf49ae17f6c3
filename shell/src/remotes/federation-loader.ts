import { init, loadRemote, registerGlobalPlugins } from '@module-federation/enhanced/runtime';
import { remoteOf, type RemoteModuleId } from '@festival/shared/remotes/remote-modules';
import type { ParcelLifecycles, RemoteParcelLoader } from '@festival/shared/remotes/remote-registry';
import { createChunkReloadPlugin } from '../runtime-plugins/chunk-reload-plugin';
import { createDocumentPreloadsPlugin } from '../runtime-plugins/document-preloads-plugin';
import { createLoadErrorPlugin, RemoteUnavailableError } from '../runtime-plugins/load-error-plugin';
import { createRetryPlugin } from '../runtime-plugins/retry-plugin';
import createYieldPlugin from '../runtime-plugins/yield-plugin';
import { yieldToMain } from '../start/yield-to-main';
import { fetchRemotesJson, type RemotesJson } from './remotes-json';

export interface FederationDeps {
  fetchRemotes: () => Promise<RemotesJson>;
  /** Registers remotes and plugins with the federation runtime the build created for the shell. */
  register: (remotes: RemotesJson) => void;
  load: (id: RemoteModuleId) => Promise<unknown>;
}

const federationDeps: FederationDeps = {
  fetchRemotes: () => fetchRemotesJson(),
  register: (remotes) => {
    // Each remote's entry starts a federation runtime of its own, with the plugins registered globally.
    registerGlobalPlugins([createYieldPlugin()]);
    init({
      name: 'shell',
      remotes: Object.entries(remotes).map(([name, entry]) => ({ name, entry })),
      // Order matters: the reload rule sees the error before it becomes the fallback. The shell's
      // yield plugin is the build's (webpack.config.js).
      plugins: [createRetryPlugin(), createChunkReloadPlugin(), createLoadErrorPlugin(), createDocumentPreloadsPlugin()],
    });
  },
  // The page module is evaluated in a task of its own, after the container's start-up and the
  // loading of its shared modules: together they were one task of 25-35 ms here.
  load: async (id) => {
    const factory = await loadRemote<() => unknown>(id, { loadFactory: false, from: 'runtime' });
    if (typeof factory !== 'function') return factory;
    await yieldToMain();
    return factory();
  },
};

function isParcel(module: unknown): module is ParcelLifecycles {
  const candidate = module as Partial<ParcelLifecycles> | null;
  return typeof candidate?.mount === 'function' && typeof candidate.unmount === 'function' && typeof candidate.bootstrap === 'function';
}

export interface FederationLoader {
  load: RemoteParcelLoader;
  /** Reads /remotes.json and registers the remotes now, before the first parcel asks. */
  start: () => Promise<void>;
}

/**
 * The shell's remote loader: reads /remotes.json once (again after a failure), registers the
 * remotes with the federation runtime, then loads parcels on demand by id.
 */
export function createFederationLoader(deps: FederationDeps = federationDeps): FederationLoader {
  let ready: Promise<RemotesJson> | null = null;
  const whenReady = () => {
    ready ??= deps.fetchRemotes().then(
      (remotes) => {
        deps.register(remotes);
        return remotes;
      },
      (error: unknown) => {
        ready = null;
        throw error;
      },
    );
    return ready;
  };
  const load: RemoteParcelLoader = async (id) => {
    const remotes = await whenReady();
    if (!remotes[remoteOf(id)]) throw new RemoteUnavailableError(id, new Error('not listed in remotes.json'));
    const module = await deps.load(id);
    if (!isParcel(module)) throw new RemoteUnavailableError(id, new Error('the module exports no parcel lifecycles'));
    return module;
  };
  const start = () =>
    whenReady().then(
      () => undefined,
      (error: unknown) => console.error('remotes.json', error),
    );
  return { load, start };
}
