import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** A remote that could not be loaded, whatever the federation runtime said; slots show their fallback. */
export class RemoteUnavailableError extends Error {
  readonly id: string;

  constructor(id: string, cause: unknown) {
    super(`Remote ${id} is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'RemoteUnavailableError';
    this.id = id;
  }
}

/**
 * Turns every failure to load a remote module (dead server, missing or broken manifest,
 * failing entry or chunk) into one RemoteUnavailableError, which RemoteParcel turns into the
 * localised fallback with its retry button. Register it after plugins that react to errors.
 */
export function createLoadErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'festival-load-error',
    errorLoadRemote({ id, error, lifecycle }) {
      // A broken manifest is reported again by loadRemote with lifecycle onLoad.
      if (lifecycle === 'afterResolve') return undefined;
      throw error instanceof RemoteUnavailableError ? error : new RemoteUnavailableError(id, error);
    },
  };
}
