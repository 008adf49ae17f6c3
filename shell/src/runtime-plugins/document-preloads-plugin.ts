import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { APP_PRELOADS_ID, PRELOADED_MODULES_ATTRIBUTE } from '@festival/shared/ssr/slot-markers';

/**
 * As it loads a module, the federation runtime preloads the module's files, read from the
 * remote's manifest, an element per file. The document already preloads the modules its page
 * mounts (api documents/remotes/document-preloads.ts), and names them: for those the runtime's
 * preload was only work on the main thread as the page started (12-18 ms here on the programme).
 * Modules loaded later (another page's, the booking widget) keep it.
 */
export function createDocumentPreloadsPlugin(page: Pick<Document, 'getElementById'> = document): ModuleFederationRuntimePlugin {
  const named = page.getElementById(APP_PRELOADS_ID)?.getAttribute(PRELOADED_MODULES_ATTRIBUTE);
  const preloaded = new Set(named ? named.split(' ') : []);
  return {
    name: 'festival-document-preloads',
    beforePreloadRemote({ preloadOps }) {
      // the runtime reads the operations from this same array afterwards
      for (let index = preloadOps.length - 1; index >= 0; index -= 1) {
        const { nameOrAlias, exposes = [] } = preloadOps[index]!;
        const ids = exposes.map((expose) => `${nameOrAlias}/${expose.replace(/^\.\//, '')}`);
        if (ids.length > 0 && ids.every((id) => preloaded.has(id))) preloadOps.splice(index, 1);
      }
    },
  };
}
