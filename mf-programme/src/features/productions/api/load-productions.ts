import type { FilterOption, ProductionPage } from '@festival/shared/api-schemas/programme';
import type { RouteLoad } from '@festival/shared/ssr/route-data';
import { PRODUCTION_FILTER_KEYS, parseProductionsQuery, type ProductionFilterKey, type ProductionFilters } from '@festival/shared/validation/programme-query';
import { getProductionFilterOptions } from './get-production-filters';
import { productionsQuery } from '../stores/productions-store';
import { getProductions } from './get-productions';

/** What the productions page renders first: the filters of its query, their option lists and the first page. */
export interface ProductionsData {
  filter: ProductionFilters;
  /** The day the list starts at (YYYY-MM-DD), or null for "from today". */
  date: string | null;
  options: Record<ProductionFilterKey, FilterOption[]>;
  productions: ProductionPage;
}

/** The day of a parsed productions query as the store keeps it. */
export const productionsDay = (date: Date | null | undefined): string | null => (date ? date.toISOString().slice(0, 10) : null);

/** The productions route's data; a query that does not parse is refused (the page answers 404 for it). */
export const loadProductions: RouteLoad<ProductionsData> = async ({ query, locale, fetch }, signal) => {
  const parsed = parseProductionsQuery(query);
  if (!parsed.ok) throw new Error(`the productions query's ${parsed.key} does not parse`);
  const date = productionsDay(parsed.date);
  const [lists, productions] = await Promise.all([
    Promise.all(PRODUCTION_FILTER_KEYS.map((key) => getProductionFilterOptions(key, locale, signal, fetch))),
    getProductions(productionsQuery(parsed.filters, date), 1, locale, signal, fetch),
  ]);
  const options = Object.fromEntries(PRODUCTION_FILTER_KEYS.map((key, index) => [key, lists[index]])) as ProductionsData['options'];
  return { filter: parsed.filters, date, options, productions };
};
