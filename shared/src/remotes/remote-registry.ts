import type { LifeCycles } from 'single-spa';
import type { RemoteModuleId } from '@festival/shared/remotes/remote-modules';

/** What a remote's expose module exports: single-spa parcel lifecycles. */
export type ParcelLifecycles = LifeCycles<Record<string, unknown>>;
export type RemoteParcelLoader = (id: RemoteModuleId) => Promise<ParcelLifecycles>;

/**
 * How parcels of other remotes are loaded. The shell registers its federation-backed loader
 * at start-up; this module is a federation singleton, so a remote that mounts another remote's
 * parcel (event detail → booking widget) goes through the same loader.
 */
let loader: RemoteParcelLoader | null = null;

export function registerRemoteLoader(next: RemoteParcelLoader): void {
  loader = next;
}

export function loadRemoteParcel(id: RemoteModuleId): Promise<ParcelLifecycles> {
  if (!loader) return Promise.reject(new Error(`No remote loader is registered to load ${id}`));
  return loader(id);
}
