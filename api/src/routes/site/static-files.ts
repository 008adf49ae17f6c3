import path from 'node:path';
import type { FastifyReply } from 'fastify';

/** Served to every browser fresh: they name the current build (architecture: caching). */
const ALWAYS_FRESH = new Set(['mf-manifest.json', 'remoteEntry.js', 'index.html', 'sw.js']);
/** A content hash in a file name, as webpack writes it: "main.3f2a91c0d4.js". */
const CONTENT_HASH = /\.[0-9a-f]{8,}\./;

const IMMUTABLE = 'public, max-age=31536000, immutable';

function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (ALWAYS_FRESH.has(name)) return 'no-cache';
  return CONTENT_HASH.test(name) ? IMMUTABLE : 'no-cache';
}

/** Files of a build that only build tools read (module federation's stats): never served. */
const BUILD_INTERNALS = new Set(['mf-stats.json']);

export function isBuildInternal(filePath: string): boolean {
  return BUILD_INTERNALS.has(path.basename(filePath));
}

export function staticHeaders(remoteRoots: string[]) {
  return (reply: FastifyReply, filePath: string): void => {
    reply.servesFile = true;
    reply.header('Cache-Control', cacheControlFor(filePath));
    // A shell on another origin loads remote chunks and manifests.
    if (remoteRoots.some((root) => filePath.startsWith(root + path.sep))) reply.header('Access-Control-Allow-Origin', '*');
  };
}
