import { offlineResources } from './offline-resources';
import { STORED_COPY_META } from './stored-copy';

export interface KeptPage {
  url: string;
  title: string;
}

type Locale = keyof typeof offlineResources;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/** The <title> of a kept document, without the site's name after its bar. */
export function documentTitle(html: string): string {
  const match = /<title>([^<]*)<\/title>/i.exec(html);
  const title = (match?.[1] ?? '').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'");
  return title.split(' | ')[0]?.trim() ?? '';
}

export function pageLocale(url: string): Locale {
  return new URL(url).pathname.startsWith('/en') ? 'en' : 'de';
}

function list(pages: KeptPage[], locale: Locale): string {
  const own = pages.filter((page) => pageLocale(page.url) === locale);
  if (own.length === 0) return '';
  const items = own
    .map((page) => `<li><a href="${escapeHtml(new URL(page.url).pathname + new URL(page.url).search)}">${escapeHtml(page.title || new URL(page.url).pathname)}</a></li>`)
    .join('\n');
  return `<h2>${escapeHtml(offlineResources[locale].offline.available)}</h2>\n<ul>\n${items}\n</ul>`;
}

/**
 * The page a navigation without network answers when the visitor has no copy of it: in the
 * language of the page asked for first, then the other; listing every page kept in each language.
 */
export function offlinePage(requestedUrl: string, pages: KeptPage[]): string {
  const first = pageLocale(requestedUrl);
  const order: Locale[] = first === 'de' ? ['de', 'en'] : ['en', 'de'];
  const sections = order.map((locale) => {
    const texts = offlineResources[locale].offline;
    return `<section lang="${locale}">
<h1>${escapeHtml(texts.pageTitle)}</h1>
<p>${escapeHtml(texts.pageText)}</p>
${list(pages, locale) || `<p>${escapeHtml(texts.nothingKept)}</p>`}
</section>`;
  });
  const texts = offlineResources[first].offline;
  return `<!doctype html>
<html lang="${first}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<link rel="manifest" href="/manifest.${first}.webmanifest">
<title>${escapeHtml(texts.pageTitle)}</title>
<style>
html { background: #ffffff; }
body { box-sizing: border-box; max-width: 48rem; margin: 0 auto; padding: 3rem 1.5rem; color: #1c1c1c; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif; line-height: 1.5; }
h1 { margin: 0 0 1rem; font-size: 2rem; line-height: 1.2; }
h2 { margin: 1.5rem 0 0.5rem; font-size: 1.25rem; }
section + section { margin-top: 3rem; padding-top: 2rem; border-top: 1px solid #595959; }
a { color: #1c1c1c; }
a:focus-visible { outline: 3px solid #00847e; outline-offset: 3px; }
li { margin: 0.25rem 0; }
.reload { display: inline-block; margin-top: 1.5rem; padding: 0.75rem 1.25rem; border-radius: 2rem; background: #1c1c1c; color: #ffffff; font-weight: 600; text-decoration: none; }
</style>
</head>
<body>
<main>
${sections.join('\n')}
<a class="reload" href="">${escapeHtml(texts.reload)}</a>
</main>
</body>
</html>`;
}

/** A kept document as served without network: marked with the time the server sent it. */
export function markStoredCopy(html: string, storedAt: string): string {
  const meta = `<meta name="${STORED_COPY_META}" content="${escapeHtml(storedAt)}">`;
  return html.replace(/<head>/i, () => `<head>${meta}`);
}
