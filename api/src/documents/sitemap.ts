import { LOCALES, type Locale } from '@festival/shared/i18n/locales';
import { CMS_HUB_PATH } from '@festival/shared/routes/area-paths';
import { href, type RouteName } from '@festival/shared/routes/route-table';
import type { FastifyInstance } from 'fastify';
import { SitemapRepository } from '../services/programme/sitemap-repository';
import { escapeHtml } from './render/render-document';

/** Pages of the route table without parameters that belong in a search index. */
const STATIC_ROUTES: RouteName[] = [
  'index', 'events', 'productions', 'authors', 'magazine', 'magazine-tags', 'legals-agb', 'legals-privacy', 'legals-imprint',
];

/** One page in every language: its path per locale. */
export type SitemapPage = Partial<Record<Locale, string>>;

/** Further pages from another domain (CMS pages, magazine, forms). */
export type SitemapSource = (app: FastifyInstance) => Promise<SitemapPage[]>;

async function programmePages(app: FastifyInstance): Promise<SitemapPage[]> {
  const objects = await new SitemapRepository(app.db.kysely).onlineObjects();
  const detail = (route: RouteName, rows: { id: number; slug: string }[]) =>
    rows.map((row) => Object.fromEntries(LOCALES.map((locale) => [locale, href(route, { slug: row.slug, id: String(row.id) }, locale)])));
  return [
    ...detail('events-slug-id', objects.events),
    ...detail('productions-slug-id', objects.productions),
    ...detail('authors-slug-id', objects.persons),
    ...detail('venues-slug-id', objects.venues),
    ...detail('series-slug-id', objects.series),
  ];
}

/** sitemap.xml with both languages of every page linked as alternates of each other. */
export async function buildSitemap(app: FastifyInstance, origin: string, sources: SitemapSource[]): Promise<string> {
  const pages: SitemapPage[] = [
    ...STATIC_ROUTES.map((route) => Object.fromEntries(LOCALES.map((locale) => [locale, href(route, {}, locale)]))),
    ...(await programmePages(app)),
  ];
  for (const source of sources) pages.push(...(await source(app)));
  const entries: string[] = [];
  const listed = new Set<string>();
  const add = (path: string, alternates = '') => {
    if (listed.has(path)) return;
    listed.add(path);
    entries.push(`<url><loc>${escapeHtml(origin + path)}</loc>${alternates}</url>`);
  };
  for (const page of pages) {
    const alternates = LOCALES.flatMap((locale) => {
      const path = page[locale];
      return path ? [`<xhtml:link rel="alternate" hreflang="${locale}" href="${escapeHtml(origin + path)}"/>`] : [];
    }).join('');
    for (const locale of LOCALES) {
      const path = page[locale];
      if (path) add(path, alternates);
    }
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(origin: string): string {
  const disallowed = ['/api/', '/pageeditor-api/', `${CMS_HUB_PATH}/`, ...LOCALES.flatMap((l) => [`/${l}/api/`, `/${l}/pageeditor-api/`, `/${l}/user/`])];
  return ['User-agent: *', 'Allow: /', ...disallowed.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
