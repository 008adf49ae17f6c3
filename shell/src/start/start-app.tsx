import { createRoot, hydrateRoot } from 'react-dom/client';
import { setLanguage } from '@festival/shared/i18n/i18n-instance';
import { registerRemoteLoader } from '@festival/shared/remotes/remote-registry';
import type { EarlyClicks } from '@festival/shared/ssr/early-clicks';
import { hydrateInTransition } from '@festival/shared/ssr/hydrate-in-transition';
import '@festival/shared/tokens/tokens';
import { App } from '../app/app';
import { preloadRouteView } from '../app/route-views';
import { WhenHydrated } from '../app/when-hydrated';
import { seedChromeStores } from '../chrome/chrome-content';
import { pageLocale } from '../locale/page-locale';
import { startScrollRestoration } from '../scroll/scroll-restoration';
import { createFederationLoader } from '../remotes/federation-loader';
import { installChunkReloadHandler } from '../runtime-plugins/chunk-reload-plugin';
import { saveFavouritesWithAccount } from '../my-festival/favourites-to-account';
import { registerServiceWorker } from '../service-worker/register-service-worker';
import { readServerRendered } from '../server/read-server-rendered';
import { yieldToMain } from './yield-to-main';
import '../app/global.css';

const noClicks = () => undefined;

/**
 * Starts the federation loader, seeds the page's state and hydrates the server's HTML (or renders
 * a page the server did not); clicks held since the start are replayed once hydrated. Each step
 * is a task of its own: together they were one of the longest tasks of a page's start.
 */
export async function startApp(earlyClicks: EarlyClicks | null): Promise<void> {
  // Remotes are found through /remotes.json; fetching it starts first, parcels load on demand.
  const federation = createFederationLoader();
  registerRemoteLoader(federation.load);
  void federation.start();
  installChunkReloadHandler();
  startScrollRestoration();
  await yieldToMain();

  // A server-rendered page names its language (the webshop's comes from the request there).
  const served = readServerRendered(document);
  const locale = served.chrome?.locale ?? pageLocale(window.location.pathname);
  setLanguage(locale);
  document.documentElement.lang = locale;
  if (served.chrome) seedChromeStores(served.chrome);
  await yieldToMain();

  const container = document.getElementById('root');
  if (container && served.hydrate) {
    // The page's own code first: hydrated before it arrives, its HTML could be rendered anew (lazy-page.ts).
    void preloadRouteView(window.location.pathname)
      .catch((error: unknown) => console.warn('page code', error))
      .then(() => hydrateInTransition(() => hydrateRoot(container, (
        <WhenHydrated onHydrated={earlyClicks?.replay ?? noClicks}>
          <App chrome={served.chrome} slot={served.slot} page={served.page} modules={served.modules} />
        </WhenHydrated>
      ))));
  } else if (container) {
    earlyClicks?.release();
    createRoot(container).render(<App />);
  }
  registerServiceWorker();
  saveFavouritesWithAccount();
}
