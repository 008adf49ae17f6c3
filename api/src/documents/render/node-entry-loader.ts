import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

const FETCH_TIMEOUT_MS = 2000;

/** A remote's file: from disk for file: URLs (the embedded builds), else over http. */
export async function readRemoteFile(url: string): Promise<string> {
  if (url.startsWith('file:')) return fs.readFile(fileURLToPath(url), 'utf8');
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/**
 * Runs a server remote's entry (a CommonJS federation container in one file) and gives its
 * container. Each URL is run anew: the runtime's own Node loader keeps containers per remote
 * name in a global, which would keep serving the first build of a remote.
 */
async function runEntry(url: string): Promise<unknown> {
  const code = await readRemoteFile(url);
  const filename = url.startsWith('file:') ? fileURLToPath(url) : path.join(process.cwd(), 'remote-entry.js');
  const module = { exports: {} as unknown };
  const script = new vm.Script(`(function (exports, module, require, __dirname, __filename) {${code}\n})`, { filename: url });
  const run = script.runInThisContext() as (...args: unknown[]) => void;
  run(module.exports, module, createRequire(filename), path.dirname(filename), filename);
  return module.exports;
}

/** The federation runtime's entry loading for the api: containers from files or http, see runEntry. */
export function nodeEntryLoader(): ModuleFederationRuntimePlugin {
  return {
    name: 'festival-node-entry-loader',
    loadEntry: async ({ remoteInfo }) => runEntry(remoteInfo.entry) as never,
  };
}
