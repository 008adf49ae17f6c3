// The edge build, not the Node one: react-dom/server.node runs every render inside an
// AsyncLocalStorage, and on Node 20 that switches on promise hooks for the whole process for
// good, which cost every later request of the api (cached documents included) a third of its
// throughput. The edge build keeps no request storage where no global AsyncLocalStorage exists.
import type { ReactNode } from 'react';
import { renderToReadableStream, renderToString } from 'react-dom/server.edge';
import { StaticRouter } from 'react-router';
import { setLanguage } from '@festival/shared/i18n/i18n-instance';
import type { Locale } from '@festival/shared/i18n/locales';
import type { ServerModuleSlot, ServerPage, ServerSlot } from '@festival/shared/ssr/server-slot';
import { AppRoutes, ServerRenderedProvider } from '../app/app';
import { preloadRouteView } from '../app/route-views';
import { toChromeData } from '../chrome/chrome-data';

export { loadShellPage } from './shell-pages';

/** A render that has not finished by then (a lazy page that never arrives) is given up. */
const RENDER_TIMEOUT_MS = 5_000;

export interface RenderShellInput {
  /** Path and query of the document. */
  url: string;
  locale: Locale;
  /** The chrome data the api loaded (ChromeData), also serialised into the page. */
  chrome: unknown;
  /** The route's remote as the server rendered it; null renders the slot's skeleton. */
  slot: ServerSlot | null;
  /** The CMS page the route shows, loaded by the api; null renders the page's skeleton. */
  page?: ServerPage | null;
  /** The page's CMS modules drawn by remotes, rendered by their remotes' server builds. */
  modules?: ServerModuleSlot[];
}

/** React's mark of a Suspense boundary it left for the browser to render (a fallback in the HTML). */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * The inner HTML of #root for a document: the shell's chrome and page frame rendered by the
 * components the browser hydrates, with the route table the browser routes by. Lazy pages are
 * waited for, so the HTML holds no Suspense fallback for the browser to replace.
 */
export async function renderShell({ url, locale, chrome, slot, page = null, modules }: RenderShellInput): Promise<string> {
  setLanguage(locale);
  await preloadRouteView(new URL(url, 'http://localhost').pathname);
  const tree = (
    <ServerRenderedProvider chrome={toChromeData(chrome)} slot={slot} page={page} modules={modules}>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </ServerRenderedProvider>
  );
  // The string renderer costs a third less than the stream (no chunk encoded and decoded again) but
  // does not wait: a boundary still waiting for code, or failing, is rendered by the stream instead.
  const html = renderToString(tree);
  return html.includes(CLIENT_RENDERED_BOUNDARY) ? renderStreamed(tree, url) : html;
}

async function renderStreamed(tree: ReactNode, url: string): Promise<string> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(new Error(`rendering ${url} took over ${RENDER_TIMEOUT_MS} ms`)), RENDER_TIMEOUT_MS);
  const errors: Error[] = [];
  try {
    const stream = await renderToReadableStream(tree, {
      signal: timeout.signal,
      // Completed boundaries stay in place: outlined ones would need React's inline reveal scripts, which the CSP blocks.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      // An error inside a boundary would leave the browser a part to render anew: the whole render fails instead.
      onError(error) {
        errors.push(error instanceof Error ? error : new Error(String(error)));
      },
    });
    await stream.allReady;
    if (errors[0]) throw errors[0];
    return await new Response(stream).text();
  } finally {
    clearTimeout(timer);
  }
}
