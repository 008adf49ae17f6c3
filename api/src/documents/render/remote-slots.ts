import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { createInstance, type ModuleFederation } from '@module-federation/runtime';
import { REMOTES } from '@festival/shared/build/remotes.js';
import { remoteFolder, remoteOf, type RemoteModuleId, type RemoteName } from '@festival/shared/remotes/remote-modules';
import type { ServerParcel, ServerRenderProps } from '@festival/shared/ssr/server-expose';
import type { ServerSlot } from '@festival/shared/ssr/server-slot';
import { injectFetch } from './inject-fetch';
import { nodeEntryLoader, readRemoteFile } from './node-entry-loader';

/** A remote's server manifest is read again after this long: a new build renders within a minute. */
const REVALIDATE_MS = 60_000;
/** A failing remote is logged at most this often. */
const LOG_EVERY_MS = 60_000;

/** The part of a server build's mf-manifest.json read here. */
interface ServerManifest {
  metaData: { remoteEntry: { name: string; path?: string } };
}

interface LoadedRemote {
  /** The remote entry's URL: its file name carries the build's hash. */
  entry: string;
  instance: ModuleFederation;
  readAt: number;
}

export interface SlotRequest extends ServerRenderProps {
  module: RemoteModuleId;
}

function hasServerExpose(module: RemoteModuleId): boolean {
  const name = remoteOf(module);
  const exposes: readonly string[] = (REMOTES[name] as { serverExposes?: readonly string[] }).serverExposes ?? [];
  return exposes.includes(module.slice(name.length + 1));
}

function isServerParcel(value: unknown): value is ServerParcel<unknown> {
  const parcel = value as Partial<ServerParcel<unknown>> | null;
  return typeof parcel?.load === 'function' && typeof parcel.render === 'function';
}

function withTimeout<T>(work: (signal: AbortSignal) => Promise<T>, ms: number): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`no answer within ${ms} ms`));
    }, ms);
  });
  return Promise.race([work(controller.signal), timeout]).finally(() => clearTimeout(timer));
}

/**
 * The route's main slot rendered by its remote's server build, loaded through the federation
 * runtime from REMOTE_<NAME>_SERVER_URL or the embedded <remote>/dist-server. Whatever goes
 * wrong (no server build, a failing load, a throw, no answer in time) gives null: the document
 * still answers, and the browser renders the slot as it does without server rendering.
 */
export class RemoteSlots {
  private readonly remotes = new Map<RemoteName, Promise<LoadedRemote>>();
  private readonly loggedAt = new Map<RemoteName, number>();
  private readonly fetch;

  constructor(
    private readonly app: FastifyInstance,
    private readonly now: () => number = () => app.clock().getTime(),
    /** Loading, the loader's api calls and rendering together; beyond it the slot renders in the browser. */
    private readonly timeoutMs = app.config.serverRenderTimeoutMs,
  ) {
    this.fetch = injectFetch(app);
  }

  async render(request: SlotRequest): Promise<ServerSlot | null> {
    const { module, ...props } = request;
    if (!hasServerExpose(module)) return null;
    const name = remoteOf(module);
    try {
      return await withTimeout(async (signal) => {
        const { instance } = await this.remote(name);
        const parcel = await instance.loadRemote<unknown>(module);
        if (!isServerParcel(parcel)) throw new Error(`${module} has no load and render`);
        let data: unknown;
        try {
          data = await parcel.load({ ...props, fetch: this.fetch, now: () => new Date(this.now()) }, signal);
        } catch (error) {
          // A page that builds its head and finds nothing is a 404 document, not a failed render.
          if (parcel.head && parcel.isNotFound?.(error)) return { module, html: '', data: null, head: null };
          throw error;
        }
        const slot: ServerSlot = { module, html: parcel.render(props, data), data };
        return parcel.head ? { ...slot, head: parcel.head(data, props) } : slot;
      }, this.timeoutMs);
    } catch (error) {
      this.logFailure(name, module, error);
      return null;
    }
  }

  /** The manifest's address: configured, else the embedded build's file. */
  private manifestUrl(name: RemoteName): string {
    return this.app.config.remoteServerUrls[name]
      ?? pathToFileURL(path.join(this.app.config.workspaceRoot, remoteFolder(name), 'dist-server', 'mf-manifest.json')).href;
  }

  /** The remote's federation instance, made again when its manifest names another entry. */
  private remote(name: RemoteName): Promise<LoadedRemote> {
    const cached = this.remotes.get(name);
    const loading = (async () => {
      const previous = await cached?.catch(() => undefined);
      if (previous && this.now() - previous.readAt < REVALIDATE_MS) return previous;
      const entry = await this.entryUrl(name);
      if (previous?.entry === entry) return { ...previous, readAt: this.now() };
      const instance = createInstance({
        name: `festival_api_${name}_${this.now()}`,
        remotes: [{ name, entry }],
        plugins: [nodeEntryLoader()],
      });
      return { entry, instance, readAt: this.now() };
    })();
    // A failed read is tried again on the next request; a good one is kept for a minute.
    this.remotes.set(name, loading);
    loading.catch(() => {
      if (this.remotes.get(name) === loading) this.remotes.delete(name);
    });
    return loading;
  }

  private async entryUrl(name: RemoteName): Promise<string> {
    const manifestUrl = this.manifestUrl(name);
    const manifest = JSON.parse(await readRemoteFile(manifestUrl)) as Partial<ServerManifest>;
    const remoteEntry = manifest.metaData?.remoteEntry;
    if (typeof remoteEntry?.name !== 'string') throw new Error(`${manifestUrl} names no remote entry`);
    return new URL(path.posix.join(remoteEntry.path ?? '', remoteEntry.name), manifestUrl).href;
  }

  private logFailure(name: RemoteName, module: RemoteModuleId, error: unknown): void {
    const last = this.loggedAt.get(name);
    if (last !== undefined && this.now() - last < LOG_EVERY_MS) return;
    this.loggedAt.set(name, this.now());
    this.app.log.warn({ err: error, remote: name, module }, 'server rendering of a remote failed: the browser renders its slot');
  }
}
