import type { Kysely } from 'kysely';
import type { Locale } from '@festival/shared/i18n/locales';
import { href } from '@festival/shared/routes/route-table';
import type { SearchKind } from '@festival/shared/api-schemas/content-search';
import type { Database } from '../../db/database';
import { visiblePageCondition } from '../content/page-visibility';
import { pageUrls } from '../content/pages-service';
import { publishedContent } from '../content/published-content';
import type { SearchRef } from '../changes/change-bus';
import { plainText } from './search-folding';

/** null: every row; otherwise only rows with these ids. */
type IdFilter = number[] | null;

/** One searchable object with its text in both languages. */
export interface SearchSource {
  kind: SearchKind;
  object_id: number;
  title: Record<Locale, string>;
  body: Record<Locale, string>;
  url: Record<Locale, string>;
  image: string | null;
  date_start: string | null;
}

const TEXT_FIELDS = new Set(['content', 'text', 'headline', 'preline', 'subline', 'title', 'description', 'link_text', 'author']);

/** Readable text of stored modules (headlines, rich text, quotes, teasers, FAQ …), in order. */
function moduleText(value: unknown): string {
  if (Array.isArray(value)) return value.map(moduleText).filter(Boolean).join(' ');
  if (value && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, field]) => (typeof field === 'string' ? (TEXT_FIELDS.has(key) ? plainText(field) : '') : moduleText(field)))
      .filter(Boolean)
      .join(' ');
  }
  return '';
}

const both = (fn: (locale: Locale) => string): Record<Locale, string> => ({ de: fn('de'), en: fn('en') });
const join = (...parts: string[]) => parts.map(plainText).filter(Boolean).join(' ');

async function eventSources(db: Kysely<Database>, ids: IdFilter): Promise<SearchSource[]> {
  const events = await db.selectFrom('events').selectAll().where('is_online', '=', 1)
    .$if(ids !== null, (q) => q.where('events.id', 'in', ids ?? [])).execute();
  if (events.length === 0) return [];
  const people = await db
    .selectFrom('event_persons').innerJoin('persons', 'persons.id', 'event_persons.person_id')
    .select(['event_persons.event_id', 'persons.first_name', 'persons.last_name'])
    .$if(ids !== null, (q) => q.where('event_persons.event_id', 'in', events.map((event) => event.id)))
    .execute();
  return events.map((event) => {
    const names = people.filter((p) => p.event_id === event.id).map((p) => `${p.first_name} ${p.last_name}`).join(' ');
    return {
      kind: 'event', object_id: event.id, image: event.image, date_start: event.date_start,
      title: both((l) => event[`title_${l}`]),
      body: both((l) => join(event[`preline_${l}`], event[`subline_${l}`], event[`description_${l}`], names)),
      url: both((l) => href('events-slug-id', { slug: event.slug, id: String(event.id) }, l)),
    };
  });
}

async function personSources(db: Kysely<Database>, ids: IdFilter): Promise<SearchSource[]> {
  const persons = await db.selectFrom('persons').selectAll().where('is_online', '=', 1)
    .$if(ids !== null, (q) => q.where('persons.id', 'in', ids ?? [])).execute();
  return persons.map((person) => ({
    kind: 'author', object_id: person.id, image: person.image, date_start: null,
    title: both(() => `${person.first_name} ${person.last_name}`),
    body: both((l) => plainText(person[`bio_${l}`])),
    url: both((l) => href('authors-slug-id', { slug: person.slug, id: String(person.id) }, l)),
  }));
}

async function productionSources(db: Kysely<Database>, ids: IdFilter): Promise<SearchSource[]> {
  const productions = await db.selectFrom('productions').selectAll().where('is_online', '=', 1)
    .$if(ids !== null, (q) => q.where('productions.id', 'in', ids ?? [])).execute();
  return productions.map((production) => ({
    kind: 'production', object_id: production.id, image: production.image, date_start: null,
    title: both((l) => production[`title_${l}`]),
    body: both((l) => join(production[`subtitle_${l}`], production[`description_${l}`])),
    url: both((l) => href('productions-slug-id', { slug: production.slug, id: String(production.id) }, l)),
  }));
}

async function venueSources(db: Kysely<Database>, ids: IdFilter): Promise<SearchSource[]> {
  const venues = await db.selectFrom('venues').selectAll().where('is_online', '=', 1)
    .$if(ids !== null, (q) => q.where('venues.id', 'in', ids ?? [])).execute();
  return venues.map((venue) => ({
    kind: 'venue', object_id: venue.id, image: venue.image, date_start: null,
    title: both((l) => venue[`name_${l}`]),
    body: both((l) => join(venue.street, venue.postal_code, venue.city, venue[`description_${l}`])),
    url: both((l) => href('venues-slug-id', { slug: venue.slug, id: String(venue.id) }, l)),
  }));
}

async function articleSources(db: Kysely<Database>, ids: IdFilter, now: string): Promise<SearchSource[]> {
  const articles = await db
    .selectFrom('articles').innerJoin('article_categories', 'article_categories.id', 'articles.category_id')
    .selectAll('articles').select(['article_categories.name_de as category_de', 'article_categories.name_en as category_en'])
    .where('articles.is_online', '=', 1).where('articles.published_at', '<=', now)
    .$if(ids !== null, (q) => q.where('articles.id', 'in', ids ?? [])).execute();
  const tags = await db
    .selectFrom('article_tag_links').innerJoin('article_tags', 'article_tags.id', 'article_tag_links.tag_id')
    .select(['article_tag_links.article_id', 'article_tags.name_de', 'article_tags.name_en']).execute();
  return articles.map((article) => {
    const own = tags.filter((tag) => tag.article_id === article.id);
    return {
      kind: 'article', object_id: article.id, image: article.image, date_start: null,
      title: both((l) => article[`title_${l}`]),
      body: both((l) => join(
        article[`teaser_${l}`], article.author_name, l === 'de' ? article.category_de : article.category_en,
        own.map((tag) => tag[`name_${l}`]).join(' '), moduleText(JSON.parse(article[`modules_${l}`])),
      )),
      url: both((l) => href('magazine-slug-id', { slug: article[`slug_${l}`], id: String(article.id) }, l)),
    };
  });
}

async function pageSources(db: Kysely<Database>, ids: IdFilter, now: string): Promise<SearchSource[]> {
  const rows = await db.selectFrom('pages').selectAll().where(visiblePageCondition(new Date(now)))
    .$if(ids !== null, (q) => q.where('pages.id', 'in', ids ?? [])).execute();
  // Visitors find what they see: the published version, never a draft.
  const pages = await Promise.all(rows.map(async (row) => ({ ...row, ...await publishedContent(db, row) })));
  return pages.map((page) => {
    const urls = pageUrls(page);
    return {
      kind: 'page', object_id: page.id, image: page.og_image, date_start: null,
      title: both((l) => page[`title_${l}`]),
      body: both((l) => join(page[`headline_${l}`], page[`meta_description_${l}`], moduleText(JSON.parse(page[`modules_${l}`])))),
      url: both((l) => urls[l]),
    };
  });
}

type SourceReader = (db: Kysely<Database>, ids: IdFilter, now: string) => Promise<SearchSource[]>;
const READERS: Record<SearchKind, SourceReader> = {
  event: eventSources, article: articleSources, author: personSources, production: productionSources, venue: venueSources, page: pageSources,
};

/**
 * What the site search finds, read from the programme and content tables: everything, or only
 * the objects named (an object offline or gone has no source, so its documents go).
 */
export async function collectSearchSources(db: Kysely<Database>, now: Date, only: SearchRef[] | null = null): Promise<SearchSource[]> {
  const kinds = Object.keys(READERS) as SearchKind[];
  const groups = await Promise.all(kinds.map(async (kind) => {
    const ids = only === null ? null : only.filter((ref) => ref.kind === kind).map((ref) => ref.id);
    return ids !== null && ids.length === 0 ? [] : READERS[kind](db, ids, now.toISOString());
  }));
  return groups.flat();
}
