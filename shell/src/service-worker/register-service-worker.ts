/**
 * Spec §7: a service worker is registered at /sw.js, after the page has loaded so that it does
 * not compete with the page's own requests. Production builds only: a development server
 * has no /sw.js, and jest has no service workers.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      // Without the worker the site works as before, only without its offline page.
      console.warn('service worker', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
