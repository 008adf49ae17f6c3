import { createStore } from 'zustand';
import type { FilterOption, ProductionCard } from '@festival/shared/api-schemas/programme';
import type { Locale } from '@festival/shared/i18n/locales';
import {
  formatUrlDate, PRODUCTION_FILTER_KEYS, type ProductionFilterKey, type ProductionFilters,
} from '@festival/shared/validation/programme-query';
import { getProductionFilterOptions } from '../api/get-production-filters';
import { getProductions } from '../api/get-productions';
import type { FetchPage } from '@festival/shared/stores/paged-list-store';

type OptionLists = Record<ProductionFilterKey, FilterOption[] | null>;
type OptionFlags = Record<ProductionFilterKey, boolean>;

/** Spec §3 productions store: filter, options and their loading flags, date; the list itself is a shared paged list. */
export interface ProductionsState {
  filter: ProductionFilters;
  /** The day the list starts at (YYYY-MM-DD), or null for "from today". */
  date: string | null;
  options: OptionLists;
  optionsLoading: OptionFlags;
  optionsFailed: OptionFlags;
  setFilter: (filter: ProductionFilters, date: string | null) => void;
  loadOptions: (locale: Locale) => Promise<void>;
}

type FetchOptions = (key: ProductionFilterKey, locale: Locale) => Promise<FilterOption[]>;

const perKey = <T,>(value: T) => Object.fromEntries(PRODUCTION_FILTER_KEYS.map((key) => [key, value])) as Record<ProductionFilterKey, T>;

export const emptyProductionFilter = (): ProductionFilters => perKey<number | null>(null);

/** The filter as api and URL query: set keys only, the day as DD-MM-YYYY. */
export function productionsQuery(filter: ProductionFilters, date: string | null): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of PRODUCTION_FILTER_KEYS) {
    const value = filter[key];
    if (value !== null) query[key] = String(value);
  }
  if (date) query.date = formatUrlDate(date);
  return query;
}

/** Filters and option lists the page was rendered with (the server's data), in the language they are in. */
export interface InitialProductionFilters {
  filter: ProductionFilters;
  date: string | null;
  options: Record<ProductionFilterKey, FilterOption[]>;
  locale: Locale;
}

/** The productions filters of one mounted page (spec §3 productions store). */
export function createProductionsStore(fetchOptions: FetchOptions = getProductionFilterOptions, initial?: InitialProductionFilters) {
  // Spec §4: the option lists load once; those the page was rendered with count.
  const optionsLocale: Record<ProductionFilterKey, Locale | null> = perKey<Locale | null>(initial?.locale ?? null);
  return createStore<ProductionsState>()((set) => ({
    filter: initial?.filter ?? emptyProductionFilter(),
    date: initial?.date ?? null,
    options: initial?.options ?? perKey<FilterOption[] | null>(null),
    optionsLoading: perKey(false),
    optionsFailed: perKey(false),
    setFilter: (filter, date) => set({ filter, date }),
    // Spec §4: filter option lists load once each.
    loadOptions: async (locale) => {
      await Promise.all(PRODUCTION_FILTER_KEYS.map(async (key) => {
        if (optionsLocale[key] === locale) return;
        optionsLocale[key] = locale;
        set((current) => ({ optionsLoading: { ...current.optionsLoading, [key]: true } }));
        try {
          const options = await fetchOptions(key, locale);
          set((current) => ({
            options: { ...current.options, [key]: options },
            optionsFailed: { ...current.optionsFailed, [key]: false },
          }));
        } catch (error) {
          optionsLocale[key] = null;
          console.error(`${key} options`, error);
          set((current) => ({ optionsFailed: { ...current.optionsFailed, [key]: true } }));
        } finally {
          set((current) => ({ optionsLoading: { ...current.optionsLoading, [key]: false } }));
        }
      }));
    },
  }));
}

export type ProductionsStore = ReturnType<typeof createProductionsStore>;

/** The productions list of one filter and day in one language: its key and how its pages load. */
export function productionsSource(filter: ProductionFilters, date: string | null, locale: Locale, fetch = getProductions): { key: string; fetchPage: FetchPage<ProductionCard> } {
  const query = productionsQuery(filter, date);
  return { key: `productions|${locale}|${JSON.stringify(query)}`, fetchPage: (page, signal) => fetch(query, page, locale, signal) };
}
