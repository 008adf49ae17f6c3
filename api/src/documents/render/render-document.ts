import { DEFAULT_LOCALE, LOCALES, type Locale } from '@festival/shared/i18n/locales';
import type { DocumentPreloads } from '../remotes/document-preloads';
import type { HeadData } from '@festival/shared/head/head-data';
import { HEAD_TEXTS } from '@festival/shared/head/head-texts';
import { documentTitle } from '@festival/shared/head/page-title';
import { DEFAULT_SHARE_IMAGE } from '../../services/media/media-names';
import { websiteJsonLd } from '@festival/shared/head/json-ld';
import { COLOURS } from '@festival/shared/tokens/colours';
import { manifestPath } from '../../services/site/web-app-manifest';
import { ROUTE_DATA_ELEMENT_ID } from '@festival/shared/ssr/route-data';
import { scriptJson } from '@festival/shared/ssr/script-json';
import type { ServerPayload } from '@festival/shared/ssr/server-slot';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** Root-relative paths ("/de/programm/…") become absolute for the origin; other values stay. */
function absolutePaths(value: unknown, origin: string): unknown {
  if (typeof value === 'string') return value.startsWith('/') && !value.startsWith('//') ? `${origin}${value}` : value;
  if (Array.isArray(value)) return value.map((item) => absolutePaths(item, origin));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, absolutePaths(item, origin)]));
  }
  return value;
}

/** Where the template wants the largest paint's preload: before its scripts and stylesheets. */
const IMAGE_PRELOAD_MARK = '<!--image-preload-->';

export interface DocumentContext {
  locale: Locale;
  /** The site's public origin (PUBLIC_ORIGIN). */
  origin: string;
  /** The path of this document, used as canonical when the head names no alternate for its locale. */
  path: string;
  /** An error document (404, 503): no canonical or alternates, and kept out of search indexes. */
  noIndex?: boolean;
  /** Preload links for what the page needs first (delivery/document-preloads.ts). */
  preloads?: DocumentPreloads;
  /** The shell's server-rendered #root and the data it was rendered from; without it #root stays empty. */
  root?: RenderedRoot;
}

export interface RenderedRoot {
  html: string;
  payload: ServerPayload;
}

/** #root with the server's HTML, followed by the data the browser hydrates it from. */
function withRoot(html: string, root: RenderedRoot): string {
  const data = `<script type="application/json" id="${ROUTE_DATA_ELEMENT_ID}">${scriptJson(root.payload)}</script>`;
  return html.replace(/<div id="root"><\/div>/, () => `<div id="root">${root.html}</div>${data}`);
}

function headTags(head: HeadData, ctx: DocumentContext): string {
  const texts = HEAD_TEXTS[ctx.locale];
  const absolute = (path: string) => absolutePaths(path, ctx.origin) as string;
  const title = documentTitle(head.title, ctx.locale);
  const canonical = absolute(head.alternates?.[ctx.locale] ?? ctx.path);
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:site_name" content="${escapeHtml(texts.siteName)}">`,
    `<meta property="og:title" content="${escapeHtml(head.title || texts.siteName)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:type" content="${escapeHtml(head.ogType ?? 'website')}">`,
    `<meta property="og:locale" content="${escapeHtml(texts.ogLocale)}">`,
    `<link rel="manifest" href="${manifestPath(ctx.locale)}">`,
    `<meta name="theme-color" content="${COLOURS.teal}">`,
  ];
  tags.push(`<meta property="og:image" content="${escapeHtml(absolute(head.image || DEFAULT_SHARE_IMAGE))}">`);
  tags.push('<meta name="twitter:card" content="summary_large_image">');
  if (ctx.noIndex) {
    tags.push('<meta name="robots" content="noindex">');
  } else {
    tags.push(`<meta property="og:url" content="${escapeHtml(canonical)}">`);
    tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}">`);
    const alternates = head.alternates ?? {};
    for (const locale of LOCALES) {
      const path = alternates[locale];
      if (path) tags.push(`<link rel="alternate" hreflang="${locale}" href="${escapeHtml(absolute(path))}">`);
    }
    const fallback = alternates[DEFAULT_LOCALE];
    if (fallback) tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(absolute(fallback))}">`);
  }
  const own = head.jsonLd ?? [];
  const hasWebsite = own.some((data) => (data as { '@type'?: unknown })['@type'] === 'WebSite');
  for (const data of hasWebsite ? own : [websiteJsonLd(ctx.locale), ...own]) {
    tags.push(`<script type="application/ld+json">${scriptJson(absolutePaths(data, ctx.origin))}</script>`);
  }
  return tags.join('\n');
}

/**
 * The shell's index.html with this route's head: lang on <html>, the template's own title
 * and description replaced, the tags placed at the <!--head--> marker (or before </head>). Its
 * scripts stay as they are: the Content-Security-Policy names the inline ones by their hashes
 * (shell-template.ts), so a document is the same for every visitor and can be kept compressed.
 */
export function renderDocument(template: string, head: HeadData, ctx: DocumentContext): string {
  const tags = ctx.preloads?.assets ? `${headTags(head, ctx)}\n${ctx.preloads.assets}` : headTags(head, ctx);
  const image = ctx.preloads?.image ?? '';
  let html = template
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name=["']description["'][^>]*>\s*/gi, '');
  html = /<html[^>]*\blang=/i.test(html)
    ? html.replace(/(<html[^>]*\blang=)(["'])[^"']*\2/i, `$1"${ctx.locale}"`)
    : html.replace(/<html\b/i, `<html lang="${ctx.locale}"`);
  // Replacer functions, so that a "$&" in a title is not read as a replacement pattern.
  html = html.includes('<!--head-->') ? html.replace('<!--head-->', () => tags) : html.replace(/<\/head>/i, () => `${tags}\n</head>`);
  if (html.includes(IMAGE_PRELOAD_MARK)) html = html.replace(IMAGE_PRELOAD_MARK, () => image);
  else if (image) html = html.replace(/<\/head>/i, () => `${image}\n</head>`);
  return ctx.root ? withRoot(html, ctx.root) : html;
}
