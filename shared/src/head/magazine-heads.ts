import type { Article, ArticleCategoryEntry, ArticleTagDetail } from '../api-schemas/content-articles';
import type { Page } from '../api-schemas/content';
import type { Locale } from '../i18n/locales';
import { href, type RouteMatch } from '@festival/shared/routes/route-table';
import type { HeadData } from './head-data';
import { HEAD_TEXTS } from './head-texts';
import { metaDescription } from './meta-description';
import { magazineTitle, namedTitle, tagTitle, titledTitle } from './object-titles';
import { routeUrls } from './page-heads';

/**
 * The heads of the magazine's pages, built from the objects their pages load: the remote's server
 * expose builds the document's head from the data it rendered with.
 */

export const MAGAZINE_TEXTS: Record<Locale, { tag: (name: string) => string; category: (name: string) => string }> = {
  de: {
    tag: (name) => `Beiträge zum Thema „${name}“ im Festivalmagazin.`,
    category: (name) => `${name}: alle Beiträge dieser Rubrik im Festivalmagazin.`,
  },
  en: {
    tag: (name) => `Articles on “${name}” in the festival magazine.`,
    category: (name) => `${name}: every article in this section of the festival magazine.`,
  },
};

/** schema.org Article with what search engines read for an article (spec §2, head: JSON-LD Article). */
function articleJsonLd(article: Article, locale: Locale): object {
  const site = { '@type': 'Organization', name: HEAD_TEXTS[locale].siteName, url: href('index', {}, locale) };
  const images = article.image_thumbnails
    ? [article.image_thumbnails.large, article.image_thumbnails.medium, article.image_thumbnails.small]
    : article.image_obj ? [article.image_obj.url] : [];
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    '@id': `${article.link}#article`,
    mainEntityOfPage: { '@type': 'WebPage', '@id': article.link },
    url: article.link,
    headline: article.title,
    description: article.meta_description || article.teaser,
    image: images,
    datePublished: article.published_at,
    // Articles keep no edit time: the publication is their last change.
    dateModified: article.published_at,
    author: article.author ? [{ '@type': 'Person', name: article.author }] : [site],
    publisher: site,
    articleSection: article.category.name,
    keywords: article.tags.map((tag) => tag.name),
    about: article.tags.map((tag) => ({ '@type': 'Thing', name: tag.name, url: tag.link })),
    inLanguage: locale,
    isAccessibleForFree: true,
    isPartOf: { '@type': 'Blog', name: HEAD_TEXTS[locale].pages.magazine.title, url: href('magazine', {}, locale) },
  };
}

export const articleHead = (article: Article, locale: Locale): HeadData => ({
  title: titledTitle(article),
  description: metaDescription(article.meta_description || article.teaser),
  image: article.image,
  lcpImage: article.image_obj?.url ?? null,
  ogType: 'article',
  alternates: article.urls,
  jsonLd: [articleJsonLd(article, locale)],
});

/** What the landing's head reads of the magazine's CMS page. */
export type MagazineHeadSource = Pick<Page, 'headline' | 'meta_description' | 'og_image'>;

/** The landing: the magazine CMS page's headline, description and share image; the magazine's own texts without it. */
export const magazineHead = (page: MagazineHeadSource | null, match: RouteMatch): HeadData => ({
  title: magazineTitle(page, match.locale),
  description: metaDescription(page ? page.meta_description : HEAD_TEXTS[match.locale].pages.magazine.description),
  image: page?.og_image ?? null,
  ogType: 'website',
  alternates: routeUrls(match),
});

export const categoryHead = (category: Pick<ArticleCategoryEntry, 'name' | 'urls'>, locale: Locale): HeadData => ({
  title: namedTitle(category),
  description: MAGAZINE_TEXTS[locale].category(category.name),
  ogType: 'website',
  alternates: category.urls,
});

export const tagHead = (tag: ArticleTagDetail, locale: Locale): HeadData => ({
  title: tagTitle(tag),
  description: MAGAZINE_TEXTS[locale].tag(tag.name),
  ogType: 'website',
  alternates: tag.urls,
});
