import { SEARCH_CATEGORIES, type SearchCategory } from '@festival/shared/api-schemas/search-categories';

export function asSearchCategory(value: string | undefined): SearchCategory | null {
  return SEARCH_CATEGORIES.find((category) => category === value) ?? null;
}

/** The search a search route shows: its text, category (null: the overview) and page. */
export function searchOf(params: Record<string, string | undefined>, query: Record<string, string | undefined>) {
  return { q: (query.q ?? '').trim(), category: asSearchCategory(params.category), page: Math.max(1, Number(params.page) || 1) };
}

export const searchPageKey = ({ q, category, page }: ReturnType<typeof searchOf>) => JSON.stringify([category, page, q]);
