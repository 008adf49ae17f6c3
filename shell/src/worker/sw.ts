import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { CACHE_LIMITS } from './cache-limits';
import { cacheNames, isEarlierCacheOf, isOutdatedCache } from './cache-names';
import { fileKind, filesNamedBy, isKeptApiRead, isKeptDocument } from './kept-requests';
import { documentTitle, markStoredCopy, offlinePage, type KeptPage } from './offline-page';
import { isKeepPagesMessage } from './keep-pages';
import { accountChanged, isSessionMessage, type SessionState } from './session-state';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/*
 * The site's service worker (spec §7, /sw.js), built by the shell's build with Workbox. The
 * shell's files are precached per build; documents the visitor opened are answered from the
 * network, or from their last copy when the network fails or is slow; the api reads those pages
 * make are answered from a bounded cache and refreshed behind; a page never kept answers the
 * offline page, which lists what is. Editors' pages, carts, accounts and writes never pass
 * through a cache.
 */

const manifest = self.__WB_MANIFEST;
const names = cacheNames(manifest);
/** The shell's own files: precached, and answered by the precache route before any other. */
const precached = new Set(manifest.map((entry) => new URL(typeof entry === 'string' ? entry : entry.url, self.location.origin).href));
/** After this long without an answer the kept copy is shown: a basement's weak signal. */
const NETWORK_TIMEOUT_SECONDS = 3;
const SESSION_KEY = '/__worker/session';

let session: SessionState | null = null;
async function readSession(): Promise<SessionState | null> {
  if (session) return session;
  const stored = await (await caches.open(names.state)).match(SESSION_KEY);
  session = stored ? ((await stored.json()) as SessionState) : null;
  return session;
}
async function writeSession(next: SessionState): Promise<void> {
  const before = await readSession();
  session = next;
  if (accountChanged(before, next)) {
    const keys = await caches.keys();
    await Promise.all(keys.filter((key) => key.startsWith('festival-pages-') || key.startsWith('festival-api-')).map((key) => caches.delete(key)));
  }
  const cache = await caches.open(names.state);
  await cache.put(SESSION_KEY, new Response(JSON.stringify(next), { headers: { 'Content-Type': 'application/json' } }));
}
const isEditor = async () => (await readSession())?.editor === true;

/**
 * The api marks an editor's document no-store: never kept, and from then on no copy answers this
 * browser's navigations until a page arrives that is not an editor's.
 */
const publicDocumentsOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    const editor = /\bno-store\b/.test(response.headers.get('Cache-Control') ?? '');
    const current = await readSession();
    if (editor !== (current?.editor ?? false)) await writeSession({ account: current?.account ?? '', editor });
    return editor ? null : response;
  },
};

/** A copy served without network names the time the server sent it (the page's offline note). */
const storedCopyNote: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.delete('Content-Encoding');
    headers.delete('Content-Length');
    const sent = new Date(headers.get('Date') ?? Date.now()).toISOString();
    return new Response(markStoredCopy(await cachedResponse.text(), sent), { status: cachedResponse.status, headers });
  },
};

/** Documents and api answers vary by cookie and language: the url (with its language) is the key here. */
const matchOptions = { ignoreVary: true };
const pages = new NetworkFirst({
  cacheName: names.pages,
  matchOptions,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [new CacheableResponsePlugin({ statuses: [200] }), publicDocumentsOnly, new ExpirationPlugin(CACHE_LIMITS.pages), storedCopyNote],
});
const apiReads = new StaleWhileRevalidate({
  cacheName: names.api,
  matchOptions,
  plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin(CACHE_LIMITS.api)],
});
const filePlugins = [new CacheableResponsePlugin({ statuses: [0, 200] }), new ExpirationPlugin({ ...CACHE_LIMITS.files, purgeOnQuotaError: true })];
const immutableFiles = new CacheFirst({ cacheName: names.files, plugins: filePlugins });
const remoteEntries = new NetworkFirst({ cacheName: names.files, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS, plugins: filePlugins });
const pictures = new StaleWhileRevalidate({ cacheName: names.files, plugins: filePlugins });

async function keptPages(): Promise<KeptPage[]> {
  const cache = await caches.open(names.pages);
  const requests = await cache.keys();
  const kept = await Promise.all(requests.map(async (request) => {
    const response = await cache.match(request, matchOptions);
    return { url: request.url, title: response ? documentTitle(await response.text()) : '' };
  }));
  return kept.sort((a, b) => a.title.localeCompare(b.title));
}

async function offlineAnswer(request: Request): Promise<Response> {
  return new Response(offlinePage(request.url, await keptPages()), {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': "default-src 'self'; style-src 'unsafe-inline'" },
  });
}

precacheAndRoute(manifest);
cleanupOutdatedCaches();

registerRoute(({ request }) => request.mode === 'navigate', async ({ event, request, url }) => {
  if (!isKeptDocument(url) || (await isEditor())) return fetch(request).catch(() => offlineAnswer(request));
  return pages.handle({ event, request }).catch(() => offlineAnswer(request));
});
registerRoute(({ url, request }) => request.method === 'GET' && isKeptApiRead(url, self.location.origin), async ({ event, request }) => {
  if (await isEditor()) return fetch(request);
  return apiReads.handle({ event, request });
});
function fileStrategy(url: URL) {
  const kind = fileKind(url, self.location.origin);
  return kind === 'immutable' ? immutableFiles : kind === 'entry' ? remoteEntries : pictures;
}
registerRoute(({ url }) => fileKind(url, self.location.origin) !== null, ({ url, event, request }) => fileStrategy(url).handle({ event, request }));

/**
 * Pages opened in the app (no document request), a favourite's event and venue pages: the pages
 * send their addresses, and each is fetched and kept as if it had been opened.
 */
async function keepPages(urls: string[], event: ExtendableMessageEvent): Promise<void> {
  if (await isEditor()) return;
  for (const url of urls) {
    const target = new URL(url, self.location.origin);
    if (target.origin !== self.location.origin || !isKeptDocument(target)) continue;
    const response = await pages.handle({ event, request: new Request(target.href, { credentials: 'same-origin' }) }).catch(() => null);
    if (!response?.ok) continue;
    const files = filesNamedBy(await response.text(), target.href).filter((file) => !precached.has(file.href));
    await Promise.all(files.map((file) => fileStrategy(file).handle({ event, request: new Request(file.href) }).catch(() => undefined)));
  }
}

self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (isSessionMessage(data)) event.waitUntil(writeSession({ account: data.account, editor: data.editor }));
  else if (isKeepPagesMessage(data)) event.waitUntil(keepPages(data.urls, event));
});

/**
 * A new deployment's worker fetches again every page and api read the visitor kept, into its own
 * caches, before it takes over; then the old caches go at once: a visitor never sees a document
 * of one build with the files of another.
 */
async function carryOver(): Promise<void> {
  const keys = await caches.keys();
  for (const current of [names.pages, names.api]) {
    const target = await caches.open(current);
    for (const earlier of keys.filter((key) => isEarlierCacheOf(key, current))) {
      const requests = await (await caches.open(earlier)).keys();
      await Promise.all(requests.map(async (request) => {
        const response = await fetch(request.url, { credentials: 'same-origin' }).catch(() => null);
        if (response?.status === 200 && !/\bno-store\b/.test(response.headers.get('Cache-Control') ?? '')) await target.put(request.url, response);
      }));
    }
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(carryOver().then(() => self.skipWaiting()));
});
self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys().then((keys) => Promise.all(keys.filter((key) => isOutdatedCache(key, names)).map((key) => caches.delete(key)))));
});
clientsClaim();
