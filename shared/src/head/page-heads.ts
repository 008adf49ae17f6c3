import type { Form, Page } from '../api-schemas/content';
import type { Locale } from '../i18n/locales';
import { openingHeroImage } from '../media/module-image';
import { remoteBlockModules } from '../remotes/block-remotes';
import { href, localisedPath, type RouteMatch, type RouteName } from '@festival/shared/routes/route-table';
import type { PageHead } from '../ssr/server-expose';
import type { HeadData } from './head-data';
import { HEAD_TEXTS } from './head-texts';
import { websiteJsonLd } from './json-ld';
import { metaDescription } from './meta-description';
import { cmsPageTitle, titledTitle } from './object-titles';
import { pageTitle } from './page-title';

/**
 * The heads of the pages the shell draws (CMS pages, the home page, forms), built from the api's
 * answer the page is rendered with, so the server reads the page once for both.
 */

/** A route of the table in each language (its page has the same path pattern in both). */
export const routeUrls = (match: RouteMatch) => ({ de: localisedPath(match, 'de'), en: localisedPath(match, 'en') });

/** A page whose head reads no data: its route's texts and paths (lists, account pages, search). */
export type StaticPage = keyof (typeof HEAD_TEXTS)['de']['pages'];

export function staticPageHead(match: RouteMatch, page: StaticPage): HeadData {
  const text = HEAD_TEXTS[match.locale].pages[page];
  return { title: pageTitle(match) ?? text.title, description: text.description, ogType: 'website', alternates: routeUrls(match) };
}

/** The same head for a list page's server expose, which knows the route from its props. */
export const listPageHead = (page: StaticPage & RouteName): PageHead<unknown> => (_data, { locale, params }) =>
  staticPageHead({ name: page, locale, params }, page);

/** What a CMS page's modules need first: the remotes that render some of them, and an opening hero picture. */
function pagePreloads(page: Page, now: Date): Pick<HeadData, 'remoteModules' | 'lcpImage'> {
  return { remoteModules: remoteBlockModules(page.modules), lcpImage: openingHeroImage(page.modules, now) };
}

/** A CMS page (the legal pages too); `ancestors` for the breadcrumb of pages in the tree. */
export function cmsPageHead(page: Page, locale: Locale, now: Date, { ancestors = false } = {}): HeadData {
  const home = href('cms-page', { '*': '' }, locale);
  return {
    title: cmsPageTitle(page),
    description: metaDescription(page.meta_description),
    image: page.og_image,
    ogType: page.og_type === 'article' ? 'article' : 'website',
    alternates: page.urls,
    ...pagePreloads(page, now),
    // The home page starts every breadcrumb already.
    ...(ancestors ? { ancestors: page.ancestors.filter((ancestor) => ancestor.urls[locale] !== home).map((ancestor) => ({ name: ancestor.title, path: ancestor.urls[locale] })) } : {}),
  };
}

/** The home page: the site's name, the WebSite JSON-LD with its search, and the home CMS page's texts. */
export function homeHead(page: Page | null, match: RouteMatch, now: Date): HeadData {
  const texts = HEAD_TEXTS[match.locale];
  return {
    title: pageTitle(match) ?? texts.siteName,
    description: metaDescription(page ? page.meta_description : texts.siteDescription),
    image: page?.og_image ?? null,
    ogType: 'website',
    alternates: routeUrls(match),
    jsonLd: [websiteJsonLd(match.locale)],
    ...(page ? pagePreloads(page, now) : {}),
  };
}

export function formHead(form: Form): HeadData {
  const url = (locale: Locale) => href('forms-slug-id', { slug: form.slug, id: String(form.id) }, locale);
  return { title: titledTitle(form), description: metaDescription(form.intro), ogType: 'website', alternates: { de: url('de'), en: url('en') } };
}
