/** Bounds of the worker's caches: the pages a festival visit needs, without a long stay filling the device. */
export const CACHE_LIMITS = {
  pages: { maxEntries: 80, maxAgeSeconds: 30 * 24 * 3600 },
  api: { maxEntries: 150, maxAgeSeconds: 7 * 24 * 3600 },
  files: { maxEntries: 250, maxAgeSeconds: 30 * 24 * 3600 },
} as const;
