import type { APIRequestContext } from '@playwright/test';
import { LOCALES, type Locale } from '@festival/shared/i18n/locales';
import type { RouteName } from '@festival/shared/routes/route-table';
import { ROUTE_TARGETS, SPEC_ROUTE_NAMES } from '../fixtures/route-targets';
import { expect, test } from '../fixtures/test';

/** Issue 3 item 10: the head of every route is in the HTML the server sends, before any script runs. */

type JsonLd = { '@type': string; [key: string]: unknown };

/** Routes whose page is a CMS page or the detail of one object: they carry a BreadcrumbList. */
const WITH_BREADCRUMB: RouteName[] = [
  'events-slug-id', 'productions-slug-id', 'authors-slug-id', 'venues-slug-id', 'series-slug-id', 'forms-slug-id',
  'magazine-slug-id', 'magazine-tags-tag-id', 'magazine-categories-category-id', 'legals-agb', 'legals-privacy', 'legals-imprint', 'cms-page',
];

function meta(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  return html.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`))?.[1];
}

function link(html: string, rel: string, hreflang?: string): string | undefined {
  const pattern = hreflang ? `<link rel="${rel}" hreflang="${hreflang}" href="([^"]*)">` : `<link rel="${rel}" href="([^"]*)">`;
  return html.match(new RegExp(pattern))?.[1];
}

function jsonLd(html: string): JsonLd[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1] as string) as JsonLd);
}

async function rawHtml(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path, { headers: { Accept: 'text/html' } });
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
  return response.text();
}

test.describe('the raw HTML of every route has its head', () => {
  for (const name of SPEC_ROUTE_NAMES.filter((route) => route !== 'error-404')) {
    for (const locale of LOCALES) {
      test(`${name} in ${locale}`, async ({ request, site, baseURL }) => {
        const target = await ROUTE_TARGETS[name](site, locale);
        const html = await rawHtml(request, target.path);
        const other: Locale = locale === 'de' ? 'en' : 'de';

        expect(html).toContain(`<html lang="${locale}">`);
        expect(html).toMatch(/<title>[^<]+<\/title>/);
        for (const key of ['og:title', 'og:description', 'og:type', 'og:url', 'og:image']) {
          expect(meta(html, 'property', key), key).toBeTruthy();
        }
        expect(meta(html, 'name', 'description')).toBeTruthy();
        const canonical = link(html, 'canonical');
        expect(canonical).toMatch(new RegExp(`^${baseURL}/${locale}(/|$)`));
        expect(meta(html, 'property', 'og:url')).toBe(canonical);
        expect(link(html, 'alternate', locale)).toBe(canonical);
        expect(link(html, 'alternate', other)).toMatch(new RegExp(`^${baseURL}/${other}(/|$)`));
        expect(link(html, 'alternate', 'x-default')).toBe(link(html, 'alternate', 'de'));

        const data = jsonLd(html);
        const website = data.find((entry) => entry['@type'] === 'WebSite');
        expect(website).toMatchObject({
          url: `${baseURL}/${locale}`,
          potentialAction: {
            '@type': 'SearchAction',
            target: { urlTemplate: `${baseURL}/${locale}/search?q={search_term_string}` },
            'query-input': 'required name=search_term_string',
          },
        });
        const breadcrumb = data.find((entry) => entry['@type'] === 'BreadcrumbList') as { itemListElement: { position: number; item: string }[] } | undefined;
        if (WITH_BREADCRUMB.includes(name)) {
          const steps = breadcrumb?.itemListElement ?? [];
          expect(steps.length).toBeGreaterThanOrEqual(2);
          expect(steps[0]?.item).toBe(`${baseURL}/${locale}`);
          expect(steps.at(-1)?.item).toBe(canonical);
          expect(steps.map((step) => step.position)).toEqual(steps.map((_, index) => index + 1));
        } else {
          expect(breadcrumb).toBeUndefined();
        }
        if (name === 'events-slug-id') {
          expect(data.find((entry) => entry['@type'] === 'Event')).toMatchObject({ url: canonical, startDate: expect.any(String) });
        }
      });
    }
  }
});

test('the 404 document is marked noindex and names no canonical', async ({ request }) => {
  const response = await request.get('/de/gibt-es-wirklich-nicht');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('<meta name="robots" content="noindex">');
  expect(html).not.toContain('rel="canonical"');
});

test('sitemap.xml lists the public pages of both languages with hreflang alternates', async ({ request, site, baseURL }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const xml = await response.text();
  const entries = xml.split('\n').filter((line) => line.startsWith('<url>'));
  const locs = entries.map((entry) => entry.match(/<loc>([^<]+)<\/loc>/)?.[1]);
  for (const name of ['events-slug-id', 'productions-slug-id', 'authors-slug-id', 'venues-slug-id', 'series-slug-id', 'magazine-slug-id',
    'magazine-tags-tag-id', 'magazine-categories-category-id', 'cms-page', 'index', 'events', 'magazine'] as const) {
    for (const locale of LOCALES) {
      const { path } = await ROUTE_TARGETS[name](site, locale);
      expect(locs, `${name} in ${locale}`).toContain(`${baseURL}${path}`);
    }
  }
  expect(entries.every((entry) => entry.includes('hreflang="de"') && entry.includes('hreflang="en"'))).toBe(true);
  // the account pages and the error page are not listed (an event whose id is 404 is)
  const paths = locs.map((loc) => new URL(loc ?? '', baseURL).pathname);
  expect(paths.filter((path) => /^\/[a-z]{2}\/(user\/|404$)/.test(path))).toEqual([]);
});

test('robots.txt names the sitemap', async ({ request, baseURL }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toContain('User-agent: *');
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});
