/**
 * JavaScript and CSS per route, as a visitor's browser fetches them: each page opens in a fresh
 * Chromium context (1280 × 720) and every script and stylesheet fetched until the network is
 * quiet is weighed gzipped at level 9 and as transferred; the remotes a route fetched from are
 * told apart by the folders /remotes.json points at. Also weighs each remote's remoteEntry.js
 * from its build. Part of `npm run bench` (measure-pages.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { REMOTE_NAMES, remoteFolder } from '@festival/shared/remotes/remote-modules';
import { chromium, type Response } from '@playwright/test';
import type { BenchPage, FetchedFiles, RemoteEntryWeight, RouteWeight } from '../../api/bench/report/bench-types';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../fixtures/chromium';

const ROOT = path.resolve(__dirname, '..', '..');

const gzipSize = (body: Buffer) => zlib.gzipSync(body, { level: 9 }).length;

interface Fetched {
  url: string;
  kind: 'script' | 'stylesheet';
  gzip: number;
  transferred: number;
}

async function weigh(response: Response): Promise<Fetched | null> {
  const kind = response.request().resourceType();
  if (kind !== 'script' && kind !== 'stylesheet') return null;
  try {
    await response.finished();
    const [body, sizes] = await Promise.all([response.body(), response.request().sizes()]);
    return { url: response.url(), kind, gzip: gzipSize(body), transferred: sizes.responseBodySize };
  } catch {
    // a request the page cancelled (navigation, aborted lazy chunk) has no body to weigh
    return null;
  }
}

/** Federation name → the folder URL its manifest lives in, as the shell learns it. */
async function remoteFolders(origin: string): Promise<[string, string][]> {
  const response = await fetch(`${origin}/remotes.json`);
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  const remotes = (await response.json()) as Record<string, string>;
  return Object.entries(remotes).map(([name, manifest]) => [name, manifest.slice(0, manifest.lastIndexOf('/') + 1)]);
}

function total(files: Fetched[]): FetchedFiles {
  return {
    files: files.length,
    gzipBytes: files.reduce((sum, file) => sum + file.gzip, 0),
    transferredBytes: files.reduce((sum, file) => sum + file.transferred, 0),
  };
}

export async function measureRouteWeights(origin: string, pages: BenchPage[], progress: (line: string) => void): Promise<RouteWeight[]> {
  const folders = await remoteFolders(origin);
  const remoteOf = (url: string) => folders.find(([, folder]) => url.startsWith(folder))?.[0] ?? null;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const weights: RouteWeight[] = [];
    for (const page of pages) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
      const tab = await context.newPage();
      const pending: Promise<Fetched | null>[] = [];
      tab.on('response', (response) => pending.push(weigh(response)));
      await tab.goto(origin + page.path);
      await tab.waitForLoadState('networkidle');
      const fetched = (await Promise.all(pending)).filter((file): file is Fetched => file !== null);
      await context.close();
      const scripts = fetched.filter((file) => file.kind === 'script');
      const weight: RouteWeight = {
        ...page,
        js: total(scripts),
        css: total(fetched.filter((file) => file.kind === 'stylesheet')),
        shellJsGzipBytes: total(scripts.filter((file) => !remoteOf(file.url))).gzipBytes,
        remotes: [...new Set(fetched.map((file) => remoteOf(file.url)).filter((name): name is string => name !== null))].sort(),
      };
      progress(`${page.path}: JS ${(weight.js.gzipBytes / 1000).toFixed(1)} kB gzip in ${weight.js.files} files, ` +
        `CSS ${(weight.css.gzipBytes / 1000).toFixed(1)} kB, remotes ${weight.remotes.join(', ') || 'none'}`);
      weights.push(weight);
    }
    return weights;
  } finally {
    await browser.close();
  }
}

export function remoteEntryWeights(): RemoteEntryWeight[] {
  return REMOTE_NAMES.map((remote) => ({
    remote,
    gzipBytes: gzipSize(fs.readFileSync(path.join(ROOT, remoteFolder(remote), 'dist', 'remoteEntry.js'))),
  }));
}
