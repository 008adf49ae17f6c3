import { Type, type Static } from '@sinclair/typebox';
import { Line, Nullable, Paged } from './common-schemas';

/**
 * Site search (spec §7). Events form one category, everything else (articles, authors,
 * productions, venues, CMS pages) the other.
 */

export const SEARCH_PAGE_SIZE = 10;
export const AUTOCOMPLETE_LIMIT = 8;
export { SEARCH_CATEGORIES, type SearchCategory } from './search-categories';

export const SearchKind = Type.Union([
  Type.Literal('event'), Type.Literal('article'), Type.Literal('author'),
  Type.Literal('production'), Type.Literal('venue'), Type.Literal('page'),
]);
export type SearchKind = Static<typeof SearchKind>;

export const SearchResult = Type.Object({
  id: Type.Integer(),
  kind: SearchKind,
  title: Type.String(),
  /** A plain-text snippet around the first match. */
  text: Type.String(),
  url: Type.String(),
  image: Nullable(Type.String()),
  /** Events only: their start (ISO-8601 UTC). */
  date_start: Nullable(Type.String()),
});
export type SearchResult = Static<typeof SearchResult>;

export const SearchPage = Paged(SearchResult);
export type SearchPage = Static<typeof SearchPage>;

/** GET /api/search/: the first page of both categories. */
export const SearchOverview = Type.Object({ query: Type.String(), events: SearchPage, others: SearchPage });
export type SearchOverview = Static<typeof SearchOverview>;

export const SearchQuery = Type.Object({
  query: Line({ maxLength: 200 }),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
});
export type SearchQuery = Static<typeof SearchQuery>;

/** Lowercased completions of the query's last word, best first, at most AUTOCOMPLETE_LIMIT. */
export const Autocomplete = Type.Object({ suggestions: Type.Array(Type.String()) });
export type Autocomplete = Static<typeof Autocomplete>;
