import { useFavoritesStore } from '@festival/shared/stores/favorites-store';
import { whenIdleAfterLoad } from '@festival/shared/idle/when-idle-after-load';
import { followSessionForOffline } from './session-to-worker';
import { keepLoadedFiles, keepPages } from './worker-messages';

/** A favourite's page is kept for the venue as soon as it is marked. */
function followFavoritesForOffline(): void {
  useFavoritesStore.subscribe((state, previous) => {
    const before = new Set(previous.items.map((item) => item.id));
    keepPages(state.items.filter((item) => !before.has(item.id)).map((item) => item.url));
  });
}

/**
 * Spec §7: a service worker is registered at /sw.js, after the page has loaded so that it does
 * not compete with the page's own requests, and when the main thread is idle: registering
 * costs a phone some 40 ms of blocked main thread, which would otherwise lengthen the task
 * that starts the app. Production builds only: a development server has no /sw.js, and jest
 * has no service workers.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () => {
    const controlled = navigator.serviceWorker.controller !== null;
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).then(() => {
      // A first visit's page and files arrived before the worker ran: it keeps them now.
      if (controlled) return;
      keepPages([window.location.href]);
      keepLoadedFiles(performance.getEntriesByType('resource').map((entry) => entry.name));
    }).catch((error: unknown) => {
      // Without the worker the site works as before, only without its offline copies.
      console.warn('service worker', error);
    });
  };
  whenIdleAfterLoad(register, { timeoutMs: 5000 });
  followSessionForOffline();
  followFavoritesForOffline();
}
