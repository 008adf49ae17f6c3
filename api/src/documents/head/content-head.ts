import type { FastifyInstance } from 'fastify';
import { LOCALES, type Locale } from '@festival/shared/i18n/locales';
import { href, localisedPath, type RouteMatch, type RouteName } from '@festival/shared/routes/route-table';
import { SEARCH_CATEGORIES } from '@festival/shared/api-schemas/content-search';
import type { PageRow } from '../../db/tables/pages.table';
import { NotFoundError } from '../../services/common/http-errors';
import { localised } from '../../services/common/localise';
import { parseJson } from '../../services/common/stored-values';
import { remoteBlockModules } from '@festival/shared/remotes/block-remotes';
import { openingHeroImage } from '@festival/shared/media/module-image';
import { articleDetail } from '../../services/content/article-detail-service';
import { articleTag } from '../../services/content/articles-service';
import { formById, listOnlineForms } from '../../services/content/forms-service';
import { isPageVisible, visiblePageCondition } from '../../services/content/page-visibility';
import { findAncestors, listVisiblePages } from '../../services/content/pages-repository';
import { findPageByPath, pageUrls, visiblePage } from '../../services/content/pages-service';
import { publishedContent, withPublishedTexts } from '../../services/content/published-content';
import { HEAD_TEXTS } from '@festival/shared/head/head-texts';
import { cmsPageTitle, magazineTitle, namedTitle, titledTitle } from '@festival/shared/head/object-titles';
import { articleHead, MAGAZINE_TEXTS, tagHead } from '@festival/shared/head/magazine-heads';
import { pageTitle } from '@festival/shared/head/page-title';
import { metaDescription } from '@festival/shared/head/meta-description';
import type { HeadData } from '@festival/shared/head/head-data';
import type { HeadResolver } from './head-types';
import type { SitemapPage } from '../sitemap';
import { websiteJsonLd } from '@festival/shared/head/json-ld';
import { routeId } from '../route-id';

const routeUrls = (match: RouteMatch) => ({ de: localisedPath(match, 'de'), en: localisedPath(match, 'en') });

/** null for a lookup that answers 404, so the document is a 404 too; other errors are bugs. */
async function orNull<T>(lookup: Promise<T>): Promise<T | null> {
  try {
    return await lookup;
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

/** What a CMS page's modules need first: the remotes that render some of them, and an opening hero picture. */
function pagePreloads(page: PageRow, locale: Locale, now: Date): Pick<HeadData, 'remoteModules' | 'lcpImage'> {
  const modules = parseJson<unknown>(localised(page, 'modules', locale));
  return { remoteModules: remoteBlockModules(modules), lcpImage: openingHeroImage(modules, now) };
}

function pageHead(page: PageRow, locale: Locale, now: Date): HeadData {
  return {
    title: cmsPageTitle({ meta_title: localised(page, 'meta_title', locale), title: localised(page, 'title', locale) }),
    description: metaDescription(localised(page, 'meta_description', locale)),
    image: page.og_image,
    ogType: page.og_type === 'article' ? 'article' : 'website',
    alternates: pageUrls(page),
    ...pagePreloads(page, locale, now),
  };
}

/** A CMS page at a fixed path in each language (legal pages); 404 when missing or offline. */
function fixedPage(paths: Record<Locale, string>): HeadResolver {
  return async (app, match) => {
    const now = app.clock();
    const page = await visiblePage(app.db.kysely, match.locale, paths[match.locale], now);
    return page ? pageHead({ ...page, ...await publishedContent(app.db.kysely, page) }, match.locale, now) : null;
  };
}

/** Heads of the content routes: home, magazine, forms, legal pages, search and CMS pages. */
export const contentHeadResolvers: Partial<Record<RouteName, HeadResolver>> = {
  index: async (app, match) => {
    const page = await visiblePage(app.db.kysely, match.locale, '', app.clock());
    const texts = HEAD_TEXTS[match.locale];
    return {
      title: pageTitle(match) ?? texts.siteName,
      description: metaDescription(page ? localised(page, 'meta_description', match.locale) : texts.siteDescription),
      image: page?.og_image ?? null,
      ogType: 'website',
      alternates: routeUrls(match),
      jsonLd: [websiteJsonLd(match.locale)],
      ...(page ? pagePreloads({ ...page, ...await publishedContent(app.db.kysely, page) }, match.locale, app.clock()) : {}),
    };
  },
  magazine: async (app, match) => {
    const page = await app.db.kysely.selectFrom('pages').selectAll().where('content_type', '=', 'magazine').where(visiblePageCondition(app.clock())).executeTakeFirst();
    const texts = HEAD_TEXTS[match.locale].pages.magazine;
    return {
      title: magazineTitle(page ? { headline: localised(page, 'headline', match.locale) } : null, match.locale),
      description: metaDescription(page ? localised(page, 'meta_description', match.locale) : texts.description),
      image: page?.og_image ?? null,
      ogType: 'website',
      alternates: routeUrls(match),
    };
  },
  'magazine-tags': async (_app, match) => {
    const texts = HEAD_TEXTS[match.locale].pages['magazine-tags'];
    return { title: pageTitle(match) ?? texts.title, description: texts.description, ogType: 'website', alternates: routeUrls(match) };
  },
  'magazine-tags-tag-id': async (app, match) => {
    const id = routeId(match.params.id);
    const tag = id === null ? null : await orNull(articleTag(app.db.kysely, id, match.locale, app.clock()));
    return tag && tagHead(tag, match.locale);
  },
  'magazine-categories-category-id': async (app, match) => {
    const id = routeId(match.params.id);
    const row = id === null ? undefined : await app.db.kysely.selectFrom('article_categories').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return null;
    const name = localised(row, 'name', match.locale);
    const url = (locale: Locale) => href('magazine-categories-category-id', { category: localised(row, 'slug', locale), id: String(row.id) }, locale);
    return { title: namedTitle({ name }), description: MAGAZINE_TEXTS[match.locale].category(name), ogType: 'website', alternates: { de: url('de'), en: url('en') } };
  },
  'magazine-slug-id': async (app, match) => {
    const id = routeId(match.params.id);
    const article = id === null ? null : await orNull(articleDetail(app.db.kysely, id, match.locale, app.clock()));
    return article && articleHead(article, match.locale);
  },
  'forms-slug-id': async (app, match) => {
    const id = routeId(match.params.id);
    const form = id === null ? null : await orNull(formById(app.db.kysely, id, match.locale));
    if (!form) return null;
    const url = (locale: Locale) => href('forms-slug-id', { slug: form.slug, id: String(form.id) }, locale);
    return { title: titledTitle(form), description: metaDescription(form.intro), ogType: 'website', alternates: { de: url('de'), en: url('en') } };
  },
  'legals-agb': fixedPage({ de: 'agb', en: 'agb' }),
  'legals-privacy': fixedPage({ de: 'datenschutz', en: 'datenschutz' }),
  'legals-imprint': fixedPage({ de: 'impressum', en: 'impressum' }),
  search: async (_app, match) => {
    const { category, page } = match.params;
    if (category !== undefined && !(SEARCH_CATEGORIES as readonly string[]).includes(category)) return null;
    if (page !== undefined && routeId(page) === null) return null;
    const texts = HEAD_TEXTS[match.locale].pages.search;
    return {
      title: pageTitle(match) ?? texts.title,
      description: texts.description,
      ogType: 'website',
      alternates: routeUrls(match),
      jsonLd: [websiteJsonLd(match.locale)],
    };
  },
  'cms-page': async (app, match, viewer) => {
    const path = match.params['*'] ?? '';
    const now = app.clock();
    const page = viewer?.editor ? await findPageByPath(app.db.kysely, match.locale, path) : await visiblePage(app.db.kysely, match.locale, path, now);
    if (!page) return null;
    const ancestors = (await withPublishedTexts(app.db.kysely, await findAncestors(app.db.kysely, page)))
      // The home page starts every breadcrumb already; an ancestor visitors do not see has no page to link.
      .filter((row) => localised(row, 'url', match.locale) !== '' && isPageVisible(row, now))
      .map((row) => ({ name: localised(row, 'title', match.locale), path: pageUrls(row)[match.locale] }));
    return { ...pageHead({ ...page, ...await publishedContent(app.db.kysely, page) }, match.locale, now), ancestors };
  },
};

/** Every public content page with its path in each language, for the sitemap. */
export async function contentSitemapPages(app: FastifyInstance): Promise<SitemapPage[]> {
  const db = app.db.kysely;
  const now = app.clock();
  const [pages, articles, categories, tags, forms] = await Promise.all([
    listVisiblePages(db, now),
    db.selectFrom('articles').select(['id', 'slug_de', 'slug_en']).where('is_online', '=', 1).where('published_at', '<=', now.toISOString()).orderBy('id').execute(),
    db.selectFrom('article_categories').select(['id', 'slug_de', 'slug_en']).orderBy('id').execute(),
    db.selectFrom('article_tags').select(['id', 'slug_de', 'slug_en']).orderBy('id').execute(),
    listOnlineForms(db),
  ]);
  const each = (path: (locale: Locale) => string): SitemapPage => Object.fromEntries(LOCALES.map((locale) => [locale, path(locale)]));
  return [
    ...pages.map((page) => pageUrls(page)),
    each((locale) => href('magazine', {}, locale)),
    each((locale) => href('magazine-tags', {}, locale)),
    ...categories.map((c) => each((locale) => href('magazine-categories-category-id', { category: localised(c, 'slug', locale), id: String(c.id) }, locale))),
    ...tags.map((t) => each((locale) => href('magazine-tags-tag-id', { tag: localised(t, 'slug', locale), id: String(t.id) }, locale))),
    ...articles.map((a) => each((locale) => href('magazine-slug-id', { slug: localised(a, 'slug', locale), id: String(a.id) }, locale))),
    ...forms.map((f) => each((locale) => href('forms-slug-id', { slug: f.slug, id: String(f.id) }, locale))),
  ];
}
