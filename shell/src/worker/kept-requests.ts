import { UNLOCALISED_ROUTES } from '@festival/shared/routes/unlocalised-routes';

/**
 * The api reads the pages kept offline make (programme, events, venues, people, series, the
 * magazine, CMS pages and the site's settings), with or without the language prefix. Never the
 * session, carts, orders, the shop's live availability, forms, search or anything of the editors.
 */
const KEPT_API_READ = new RegExp(
  '^/(?:(?:de|en)/)?(?:' +
    'api/(?:events|venues|persons|productions|series|rooms|seasons|genres|event-tags|exhibition-types|production-tags|calendar|' +
    'articles|articles-teaser|article-tags|article-categories|teasers|breaking-news|opening-hours-today)/' +
    '|pageeditor-api/(?:page|nav|settings|container/by-slug|redirect)(?:/|$))',
);

export function isKeptApiRead(url: URL, origin: string): boolean {
  return url.origin === origin && KEPT_API_READ.test(url.pathname);
}

/** A content hash in a file name, as webpack writes it: "main.3f2a91c0d4.js". */
const HASHED_FILE = /\.[0-9a-f]{8,}\.(?:js|mjs|css|woff2?|svg|png|jpe?g|webp|avif|gif)$/;
/** Where a remote's build names its current files: asked anew whenever the network answers. */
const REMOTE_ENTRY = /\/(?:remotes\.json|mf-manifest\.json|remoteEntry\.js)$/;

/** Files a kept page loads that no build of the shell lists: remotes, the site's icons, pictures. */
export function fileKind(url: URL, origin: string): 'immutable' | 'entry' | 'picture' | null {
  if (HASHED_FILE.test(url.pathname)) return 'immutable';
  if (REMOTE_ENTRY.test(url.pathname)) return 'entry';
  if (url.origin === origin && (url.pathname.startsWith('/media/') || url.pathname.startsWith('/icons/') || url.pathname === '/favicon.svg')) return 'picture';
  return null;
}

/**
 * The files a document names (its scripts, the remote scripts it preloads, styles, pictures): a
 * page kept without being opened needs them to start without network, as an opened one had them.
 */
export function filesNamedBy(html: string, base: string): URL[] {
  const urls = [...html.matchAll(/\s(?:href|src)="([^"]+)"/g)].flatMap((match) => {
    try {
      return [new URL((match[1] ?? '').replace(/&amp;/g, '&'), base)];
    } catch {
      return [];
    }
  });
  const origin = new URL(base).origin;
  return [...new Map(urls.filter((url) => fileKind(url, origin) !== null).map((url) => [url.href, url])).values()];
}

/** The webshop's areas (cart, checkout, orders) and the CMS hub: documents never kept. */
const UNKEPT_AREAS = Object.values(UNLOCALISED_ROUTES).map((pattern) => pattern.replace(/\/\*$/, ''));
/** The account pages of either language (the route table's user-* routes). */
const ACCOUNT_PAGES = /^\/(?:de|en)\/user(?:\/|$)/;

/** A document a copy may be kept of: not the cart, checkout, orders, the account or the CMS hub. */
export function isKeptDocument(url: URL): boolean {
  const path = url.pathname;
  return !ACCOUNT_PAGES.test(path) && !UNKEPT_AREAS.some((area) => path === area || path.startsWith(`${area}/`));
}
