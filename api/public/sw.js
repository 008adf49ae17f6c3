/*
 * The site's service worker (spec §7: registered at /sw.js). Page navigations always go to
 * the network and pass its answer through unchanged, whatever the status, so no page is ever
 * stale; only when the network is gone does the precached offline page answer. Files with a
 * content hash in their name never change and may come from the cache. Nothing else (api
 * calls, manifests, media) is touched.
 */
const OFFLINE_CACHE = 'festival-offline-v1';
const ASSET_CACHE = 'festival-assets-v1';
const OFFLINE_URL = '/offline.html';
/** A content hash in a file name, as webpack writes it: "main.3f2a91c0d4.js". */
const HASHED_FILE = /\.[0-9a-f]{8,}\.(?:js|mjs|css|woff2?|svg|png|jpe?g|webp|avif|gif)$/;
/** Each deployment brings new file names; the oldest entries go so the cache does not grow forever. */
const MAX_ASSETS = 200;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(OFFLINE_CACHE)
      .then((cache) => cache.add(new Request(OFFLINE_URL, { cache: 'reload' })))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  const current = new Set([OFFLINE_CACHE, ASSET_CACHE]);
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((key) => !current.has(key)).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

async function navigation(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const offline = await caches.match(OFFLINE_URL, { cacheName: OFFLINE_CACHE });
    if (offline) return offline;
    throw error;
  }
}

async function hashedFile(event) {
  const cached = await caches.match(event.request, { cacheName: ASSET_CACHE });
  if (cached) return cached;
  const response = await fetch(event.request);
  if (response.ok && response.type === 'basic') {
    const copy = response.clone();
    event.waitUntil(caches.open(ASSET_CACHE).then(async (cache) => {
      await cache.put(event.request, copy);
      const keys = await cache.keys();
      await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ASSETS)).map((key) => cache.delete(key)));
    }));
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  if (request.mode === 'navigate') {
    event.respondWith(navigation(request));
    return;
  }
  const url = new URL(request.url);
  if (url.origin === self.location.origin && HASHED_FILE.test(url.pathname)) event.respondWith(hashedFile(event));
});
