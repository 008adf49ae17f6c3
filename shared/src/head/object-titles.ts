import type { Locale } from '@festival/shared/i18n/locales';
import { HEAD_TEXTS } from './head-texts';

/**
 * How a route's object names its page (spec §2 head). The server titles each document with
 * these and the page that loads the object tells the same title to the shell, so both agree.
 */

export const eventTitle = (event: { title: string; name: string }): string => event.title || event.name;

export const productionTitle = (production: { title: string; name: string }): string => production.title || production.name;

export const personTitle = (person: { first_name: string; last_name: string; name: string }): string =>
  `${person.first_name} ${person.last_name}`.trim() || person.name;

/** Venues, series, article categories: their name. */
export const namedTitle = (object: { name: string }): string => object.name;

export const tagTitle = (tag: { name: string }): string => `#${tag.name}`;

/** Articles and forms: their title. */
export const titledTitle = (object: { title: string }): string => object.title;

/** A CMS page (and the legal pages): its meta title, else its title. */
export const cmsPageTitle = (page: { meta_title: string; title: string }): string => page.meta_title || page.title;

/** The magazine landing: the headline of the magazine's CMS page, else the magazine's name. */
export const magazineTitle = (page: { headline: string } | null, locale: Locale): string =>
  page?.headline || HEAD_TEXTS[locale].pages.magazine.title;
