/**
 * The site search's two categories (spec §7): events, and everything else (articles, authors,
 * productions, venues, CMS pages). Kept apart from the schemas so the browser can read them
 * without the schema library.
 */
export const SEARCH_CATEGORIES = ['events', 'others'] as const;
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number];
