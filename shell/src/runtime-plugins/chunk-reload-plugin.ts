import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { isChunkLoadError, reloadOncePerInterval, type ReloadGuardDeps } from './reload-guard';

/** A remote whose chunk fails to load (usually a new deployment) reloads the page, once a minute at most. */
export function createChunkReloadPlugin(deps?: ReloadGuardDeps): ModuleFederationRuntimePlugin {
  return {
    name: 'festival-chunk-reload',
    errorLoadRemote(args) {
      if (isChunkLoadError(args.error)) reloadOncePerInterval(deps);
      return undefined;
    },
  };
}

/** The same rule for the shell's own lazily loaded chunks. */
export function installChunkReloadHandler(deps?: ReloadGuardDeps): () => void {
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) reloadOncePerInterval(deps);
  };
  window.addEventListener('unhandledrejection', onRejection);
  return () => window.removeEventListener('unhandledrejection', onRejection);
}
