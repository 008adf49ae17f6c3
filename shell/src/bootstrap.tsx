import { createRoot } from 'react-dom/client';
import { registerResources, setLanguage } from '@festival/shared/i18n/i18n-instance';
import { registerRemoteLoader } from '@festival/shared/remotes/remote-registry';
import '@festival/shared/tokens/tokens';
import { App } from './app/app';
import { shellResources } from './i18n/shell-resources';
import { pageLocale } from './locale/page-locale';
import { startScrollRestoration } from './scroll/scroll-restoration';
import { createFederationLoader } from './remotes/federation-loader';
import { installChunkReloadHandler } from './runtime-plugins/chunk-reload-plugin';
import { registerServiceWorker } from './service-worker/register-service-worker';
import './app/global.css';

const locale = pageLocale(window.location.pathname);
registerResources('shell', shellResources);
setLanguage(locale);
document.documentElement.lang = locale;

// Remotes are found through /remotes.json; fetching it starts now, parcels load on demand.
const federation = createFederationLoader();
registerRemoteLoader(federation.load);
void federation.start();
installChunkReloadHandler();
startScrollRestoration();

const container = document.getElementById('root');
if (container) createRoot(container).render(<App />);
registerServiceWorker();
