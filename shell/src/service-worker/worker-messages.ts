import type { KeepPagesMessage } from '../worker/keep-pages';
import type { SessionMessage } from '../worker/session-state';

/** A message to the site's service worker, once it runs; nothing where there is none (development, jest). */
function post(message: KeepPagesMessage | SessionMessage | { type: 'CACHE_URLS'; payload: { urlsToCache: string[] } }): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(message));
}

/** Pages to keep for offline use: opened in the app, a favourite's event and venue pages. */
export function keepPages(urls: string[]): void {
  if (urls.length > 0) post({ type: 'keep-pages', urls });
}

/** Files this page loaded before the worker ran: the worker keeps those its rules keep (workbox-routing's CACHE_URLS). */
export function keepLoadedFiles(urls: string[]): void {
  if (urls.length > 0) post({ type: 'CACHE_URLS', payload: { urlsToCache: urls } });
}

export function tellSession(account: string, editor: boolean): void {
  post({ type: 'session', account, editor });
}
