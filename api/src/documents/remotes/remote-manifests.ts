import fs from 'node:fs/promises';
import path from 'node:path';
import { remoteFolder, remoteOf, type RemoteModuleId, type RemoteName } from '@festival/shared/remotes/remote-modules';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import { unsatisfiedSingletons, type SharedModule } from './singleton-versions';

/** The files one exposed module needs before it runs, as absolute URLs. */
export interface ModuleAssets {
  id: RemoteModuleId;
  remoteEntry: string;
  scripts: string[];
  styles: string[];
}

/** The part of a remote's mf-manifest.json read here. */
interface Manifest {
  metaData: { publicPath?: string; remoteEntry: { name: string; path?: string } };
  exposes: { name: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
  shared?: SharedModule[];
}

/** A remote's manifest is read again after this long, so that a new build is preloaded within a minute. */
const REVALIDATE_MS = 60_000;
const FETCH_TIMEOUT_MS = 1000;

/** The URL browsers load a remote's manifest from: its configured address, else the embedded build. */
export function remoteManifestUrl(config: AppConfig, name: RemoteName): string {
  return config.remoteUrls[name] ?? `${config.publicOrigin}/remotes/${remoteFolder(name)}/mf-manifest.json`;
}

function isManifest(value: unknown): value is Manifest {
  const manifest = value as Partial<Manifest> | null;
  return typeof manifest?.metaData?.remoteEntry?.name === 'string' && Array.isArray(manifest.exposes);
}

/**
 * The remotes' build manifests, read from the embedded builds on disk or fetched from a
 * remote's configured address, and kept for a minute. A manifest that cannot be read gives no
 * assets (the document then preloads nothing of that remote); it is tried again a minute later.
 * A remote build whose shared singletons the shell's copies do not satisfy is logged once.
 */
export class RemoteManifests {
  private readonly cache = new Map<RemoteName, { manifest: Manifest | null; readAt: number }>();
  private readonly reportedVersions = new Map<RemoteName, string>();

  constructor(
    private readonly config: AppConfig,
    private readonly now: () => number = Date.now,
    private readonly log?: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  async assets(id: RemoteModuleId): Promise<ModuleAssets | null> {
    const name = remoteOf(id);
    const manifest = await this.manifest(name);
    const expose = manifest?.exposes.find((entry) => entry.name === id.slice(name.length + 1));
    if (!manifest || !expose) return null;
    const manifestUrl = remoteManifestUrl(this.config, name);
    const { publicPath, remoteEntry } = manifest.metaData;
    const base = publicPath && publicPath !== 'auto' ? new URL(publicPath, manifestUrl).href : manifestUrl;
    const url = (file: string) => new URL(file, base).href;
    return {
      id,
      remoteEntry: url(path.posix.join(remoteEntry.path ?? '', remoteEntry.name)),
      scripts: expose.assets.js.sync.map(url),
      styles: expose.assets.css.sync.map(url),
    };
  }

  private async manifest(name: RemoteName): Promise<Manifest | null> {
    const cached = this.cache.get(name);
    if (cached && this.now() - cached.readAt < REVALIDATE_MS) return cached.manifest;
    const manifest = await this.read(name).catch(() => null);
    this.cache.set(name, { manifest, readAt: this.now() });
    if (manifest?.shared) await this.checkSingletons(name, manifest.shared);
    return manifest;
  }

  private async checkSingletons(name: RemoteName, shared: SharedModule[]): Promise<void> {
    const shell = await fs.readFile(path.join(this.config.workspaceRoot, 'shell', 'dist', 'mf-manifest.json'), 'utf8')
      .then((text) => (JSON.parse(text) as { shared?: SharedModule[] }).shared ?? [])
      .catch(() => null);
    if (!shell) return;
    const unsatisfied = unsatisfiedSingletons(shell, shared).join(', ');
    if (unsatisfied === (this.reportedVersions.get(name) ?? '')) return;
    this.reportedVersions.set(name, unsatisfied);
    if (unsatisfied) this.log?.warn(`${name} was built for shared singletons the shell does not provide; it runs with the shell's copies: ${unsatisfied}`);
  }

  private async read(name: RemoteName): Promise<Manifest | null> {
    const configured = this.config.remoteUrls[name];
    const text = configured
      ? await fetch(configured, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) }).then((response) => (response.ok ? response.text() : null))
      : await fs.readFile(path.join(this.config.workspaceRoot, remoteFolder(name), 'dist', 'mf-manifest.json'), 'utf8');
    const manifest: unknown = text === null ? null : JSON.parse(text);
    return isManifest(manifest) ? manifest : null;
  }
}
