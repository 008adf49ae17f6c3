import { createStore } from 'zustand';
import type { FilterOption, ProductionCard, ProductionPage } from '@festival/shared/api-schemas/programme';
import type { Locale } from '@festival/shared/i18n/locales';
import {
  formatUrlDate, PRODUCTION_FILTER_KEYS, type ProductionFilterKey, type ProductionFilters,
} from '@festival/shared/validation/programme-query';
import { getProductionFilterOptions } from '../api/get-production-filters';
import { getProductions } from '../api/get-productions';

type OptionLists = Record<ProductionFilterKey, FilterOption[] | null>;
type OptionFlags = Record<ProductionFilterKey, boolean>;

/** Spec §3 productions store: filter, options, loading flags, date, page, list and productions. */
export interface ProductionsState {
  filter: ProductionFilters;
  /** The day the list starts at (YYYY-MM-DD), or null for "from today". */
  date: string | null;
  options: OptionLists;
  optionsLoading: OptionFlags;
  optionsFailed: OptionFlags;
  /** Spec §4: true from a page request until its answer arrives. */
  listLoading: boolean;
  listFailed: boolean;
  page: number;
  /** The paging of the last answer (count, next, previous). */
  list: Omit<ProductionPage, 'results'> | null;
  productions: ProductionCard[];
  /** Ties an answer to the request that asked for it; older answers are dropped. */
  request: number;
  setFilter: (filter: ProductionFilters, date: string | null) => void;
  loadPage: (input: { locale: Locale; page: number; reset: boolean }) => Promise<void>;
  loadOptions: (locale: Locale) => Promise<void>;
}

interface ProductionsApi {
  productions: (query: Record<string, string>, page: number, locale: Locale) => Promise<ProductionPage>;
  options: (key: ProductionFilterKey, locale: Locale) => Promise<FilterOption[]>;
}

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

/** The productions list of one mounted page (spec §3 productions store, §4 lists). */
export function createProductionsStore(api: ProductionsApi = { productions: getProductions, options: getProductionFilterOptions }) {
  const optionsLocale: Record<ProductionFilterKey, Locale | null> = perKey<Locale | null>(null);
  return createStore<ProductionsState>()((set, get) => ({
    filter: emptyProductionFilter(),
    date: null,
    options: perKey<FilterOption[] | null>(null),
    optionsLoading: perKey(false),
    optionsFailed: perKey(false),
    listLoading: false,
    listFailed: false,
    page: 0,
    list: null,
    productions: [],
    request: 0,
    setFilter: (filter, date) => set({ filter, date }),
    loadPage: async ({ locale, page, reset }) => {
      const state = get();
      // Spec §4: productions ignore pages not greater than the current one unless reset.
      if (!reset && (page <= state.page || state.listLoading)) return;
      const request = state.request + 1;
      // Spec §4: a reset empties the list first.
      if (reset) set({ productions: [], list: null, page: 0, request });
      // Spec §4: requesting a page sets page; listLoading stays true until the page arrives.
      set({ page, listLoading: true, listFailed: false, request });
      try {
        const { results, ...paging } = await api.productions(productionsQuery(state.filter, state.date), page, locale);
        if (get().request !== request) return;
        set((current) => ({ productions: [...current.productions, ...results], list: paging, listLoading: false }));
      } catch (error) {
        if (get().request !== request) return;
        console.error('productions', error);
        // The failed page may be asked for again.
        set({ page: page - 1, listLoading: false, listFailed: true });
      }
    },
    // Spec §4: filter option lists load once each.
    loadOptions: async (locale) => {
      await Promise.all(PRODUCTION_FILTER_KEYS.map(async (key) => {
        if (optionsLocale[key] === locale) return;
        optionsLocale[key] = locale;
        set((current) => ({ optionsLoading: { ...current.optionsLoading, [key]: true } }));
        try {
          const options = await api.options(key, locale);
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
