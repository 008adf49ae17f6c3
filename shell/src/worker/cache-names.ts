/** What a build's precache list looks like (workbox-precaching's entries). */
export interface PrecacheEntryLike {
  url: string;
  revision?: string | null;
}

const PREFIX = 'festival-';

/** The worker's own caches; the precache is workbox's, named by workbox. */
export interface CacheNames {
  /** Documents the visitor has opened (or asked to keep), of this deployment. */
  pages: string;
  /** The api reads those pages made, of this deployment. */
  api: string;
  /** Remote manifests and entries, content-hashed remote files, pictures: not tied to the shell's build. */
  files: string;
  /** The worker's own state (the last session it was told about). */
  state: string;
}

/** A short stable hash (FNV-1a, 32 bits): a deployment by its precache list, an account by its address. */
export function shortHash(text: string): string {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return (value >>> 0).toString(36);
}

/**
 * The documents name the shell's files of one build: a copy kept by one deployment belongs to
 * that deployment's caches, which a new deployment's worker fills anew before it takes over.
 */
export function cacheNames(manifest: readonly (PrecacheEntryLike | string)[]): CacheNames {
  const version = shortHash(JSON.stringify(manifest));
  return {
    pages: `${PREFIX}pages-${version}`,
    api: `${PREFIX}api-${version}`,
    files: `${PREFIX}files`,
    state: `${PREFIX}state`,
  };
}

/** Caches of other deployments (and of the worker before this one): what activation deletes. */
export function isOutdatedCache(name: string, current: CacheNames): boolean {
  return name.startsWith(PREFIX) && !Object.values(current).includes(name);
}

/** The same kind of cache of an earlier deployment, whose entries a new deployment fetches again. */
export function isEarlierCacheOf(name: string, current: string): boolean {
  const kind = current.slice(0, current.lastIndexOf('-') + 1);
  return name !== current && name.startsWith(kind);
}
