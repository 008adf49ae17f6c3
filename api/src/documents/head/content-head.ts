import type { FastifyInstance } from 'fastify';
import { LOCALES, type Locale } from '@festival/shared/i18n/locales';
import { href, type RouteName } from '@festival/shared/routes/route-table';
import { pagePathOf } from '@festival/shared/routes/cms-page-routes';
import { SEARCH_CATEGORIES } from '@festival/shared/api-schemas/content-search';
import { NotFoundError } from '../../services/common/http-errors';
import { localised } from '../../services/common/localise';
import { articleDetail } from '../../services/content/article-detail-service';
import { articleCategory, articleTag, categoryLink, tagLink } from '../../services/content/articles-service';
import { formById, listOnlineForms } from '../../services/content/forms-service';
import { listVisiblePages } from '../../services/content/pages-repository';
import { pageAnswer, pageUrls } from '../../services/content/pages-service';
import { HEAD_TEXTS } from '@festival/shared/head/head-texts';
import { articleHead, categoryHead, magazineHead, tagHead } from '@festival/shared/head/magazine-heads';
import { pageTitle } from '@festival/shared/head/page-title';
import type { HeadResolver, HeadViewer } from './head-types';
import { staticPage } from './static-head';
import type { Page } from '@festival/shared/api-schemas/content';
import { cmsPageHead, formHead, homeHead, routeUrls } from '@festival/shared/head/page-heads';
import type { SitemapPage } from '../sitemap';
import { websiteJsonLd } from '@festival/shared/head/json-ld';
import { routeId } from '../route-id';

/** null for a lookup that answers 404, so the document is a 404 too; other errors are bugs. */
async function orNull<T>(lookup: Promise<T>): Promise<T | null> {
  try {
    return await lookup;
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

/** The CMS page at a path as the api answers it to this viewer (editors: offline pages too); null when there is none. */
function cmsPage(app: FastifyInstance, locale: Locale, path: string, viewer?: HeadViewer): Promise<Page | null> {
  return orNull(pageAnswer(app.db.kysely, { locale, path, now: app.clock(), editor: viewer?.editor ?? false }));
}

/** A CMS page at a fixed path in each language (legal pages); 404 when missing or offline. */
function fixedPage(paths: Record<Locale, string>): HeadResolver {
  return async (app, match, viewer) => {
    const page = await cmsPage(app, match.locale, paths[match.locale], viewer);
    return page && cmsPageHead(page, match.locale, app.clock());
  };
}

/** Heads of the content routes: home, magazine, forms, legal pages, search and CMS pages. */
export const contentHeadResolvers: Partial<Record<RouteName, HeadResolver>> = {
  index: async (app, match, viewer) => homeHead(await cmsPage(app, match.locale, '', viewer), match, app.clock()),
  magazine: async (app, match, viewer) => magazineHead(await cmsPage(app, match.locale, pagePathOf(href('magazine', {}, match.locale), match.locale), viewer), match),
  'magazine-tags': staticPage('magazine-tags'),
  'magazine-tags-tag-id': async (app, match) => {
    const id = routeId(match.params.id);
    const tag = id === null ? null : await orNull(articleTag(app.db.kysely, id, match.locale, app.clock()));
    return tag && tagHead(tag, match.locale);
  },
  'magazine-categories-category-id': async (app, match) => {
    const id = routeId(match.params.id);
    const category = id === null ? null : await orNull(articleCategory(app.db.kysely, id, match.locale));
    return category && categoryHead(category, match.locale);
  },
  'magazine-slug-id': async (app, match) => {
    const id = routeId(match.params.id);
    const article = id === null ? null : await orNull(articleDetail(app.db.kysely, id, match.locale, app.clock()));
    return article && articleHead(article, match.locale);
  },
  'forms-slug-id': async (app, match) => {
    const id = routeId(match.params.id);
    const form = id === null ? null : await orNull(formById(app.db.kysely, id, match.locale));
    return form && formHead(form);
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
    const page = await cmsPage(app, match.locale, match.params['*'] ?? '', viewer);
    return page && cmsPageHead(page, match.locale, app.clock(), { ancestors: true });
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
    ...categories.map((c) => each((locale) => categoryLink(c, locale))),
    ...tags.map((t) => each((locale) => tagLink(t, locale))),
    ...articles.map((a) => each((locale) => href('magazine-slug-id', { slug: localised(a, 'slug', locale), id: String(a.id) }, locale))),
    ...forms.map((f) => each((locale) => href('forms-slug-id', { slug: f.slug, id: String(f.id) }, locale))),
  ];
}
