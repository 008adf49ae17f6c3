import { useEffect, useId, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { href } from '@festival/shared/routes/route-table';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { LoadError } from '@festival/shared/ui/load-error';
import { ProductionsSkeleton } from '@festival/shared/ui/skeletons';
import { PRODUCTION_FILTER_KEYS, parseProductionsQuery, type ProductionFilterKey } from '@festival/shared/validation/programme-query';
import { CardGrid } from '../../../components/card-grid';
import { sendInvalidQueryToNotFound } from '../../../components/invalid-query';
import { useInfiniteLoading } from '../../../components/use-infinite-loading';
import { createPagedListStore } from '@festival/shared/stores/paged-list-store';
import type { ProductionCard } from '@festival/shared/api-schemas/programme';
import { productionsDay, type ProductionsData } from '../api/load-productions';
import { keeperForEntry, keptInEntry } from '@festival/shared/stores/history-entry-cache';
import { createProductionsStore, productionsQuery, productionsSource, type InitialProductionFilters } from '../stores/productions-store';

const filtersKey = (locale: string) => `productions-filters|${locale}`;

const LABELS = { season: 'productions.season', exhibition_type: 'productions.type', tag: 'productions.tag' } as const;

/**
 * The productions route: season, exhibition type and tag filters in the URL (validated as the
 * programme's, spec §5), cards that load page by page as the end nears (spec §4 lists).
 */
export function ProductionsPage({ locale, query, navigate, initialData }: ParcelProps) {
  const { t } = useLocaleT('programme');
  const baseId = useId();
  // The server rendered the page from this data: the filters and first page start from it.
  const [initial] = useState(() => initialData as ProductionsData | undefined);
  // Back to the page in this history entry starts from the option lists it had, as from the server's.
  const [store] = useState(() => createProductionsStore(undefined, initial ? { ...initial, locale } : keptInEntry<InitialProductionFilters>(filtersKey(locale))));
  const [list] = useState(() => createPagedListStore<ProductionCard>({
    name: 'productions',
    firstPage: initial && { key: productionsSource(initial.filter, initial.date, locale).key, answer: initial.productions },
  }));
  const { filter, date, options, setFilter } = useStore(store);
  const { items: productions, hasNext, loading: listLoading, failed: listFailed, page, loadMore, retry } = useStore(list);
  const queryKey = JSON.stringify(query);
  const path = href('productions', {}, locale);
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;

  useEffect(() => {
    void store.getState().loadOptions(locale);
  }, [store, locale]);

  // Spec §4 on load and on every change: filter from the URL, then reset and reload the list.
  useEffect(() => {
    const parsed = parseProductionsQuery(JSON.parse(queryKey) as Record<string, string>);
    if (!parsed.ok) {
      sendInvalidQueryToNotFound(parsed.key, parsed.value, locale, navigateRef.current);
      return undefined;
    }
    const day = productionsDay(parsed.date);
    setFilter(parsed.filters, day);
    // Back to these filters shows the pages they had in this history entry (spec §4).
    const source = productionsSource(parsed.filters, day, locale);
    list.getState().show(source.key, source.fetchPage);
    const keep = keeperForEntry(filtersKey(locale));
    return () => {
      const { filter: shown, date: day, options: lists } = store.getState();
      if (PRODUCTION_FILTER_KEYS.every((key) => lists[key])) keep({ filter: shown, date: day, options: lists, locale });
    };
  }, [queryKey, locale, setFilter, list, store]);
  useEffect(() => () => list.getState().stop(), [list]);

  const sentinel = useInfiniteLoading(hasNext && !listLoading && !listFailed, loadMore);

  const change = (key: ProductionFilterKey | null, value: string) => {
    const next = key ? { ...filter, [key]: value ? Number(value) : null } : { season: null, exhibition_type: null, tag: null };
    const qs = new URLSearchParams(productionsQuery(next, key ? date : null)).toString();
    navigate(qs ? `${path}?${qs}` : path);
    window.scrollTo({ top: 0 });
  };
  const filtered = date !== null || PRODUCTION_FILTER_KEYS.some((key) => filter[key] !== null);

  return (
    <section className="pg-page">
      <h1 className="pg-title">{t('productions.title')}</h1>
      <form className="pg-filters pg-filters--selects" onSubmit={(event) => event.preventDefault()} aria-label={t('programme.filters')}>
        {PRODUCTION_FILTER_KEYS.map((key) => (
          <div key={key} className="pg-filters__field">
            <label htmlFor={`${baseId}-${key}`}>{t(LABELS[key])}</label>
            <select id={`${baseId}-${key}`} value={filter[key] === null ? '' : String(filter[key])} onChange={(event) => change(key, event.target.value)}>
              <option value="">{t('programme.all')}</option>
              {(options[key] ?? []).map((option) => (
                <option key={option.id} value={String(option.id)}>
                  {option.name}
                </option>
              ))}
            </select>
          </div>
        ))}
      </form>
      <CardGrid cards={productions.map((item) => ({ ...item, title: item.title || item.headline, preline: item.exhibition_type?.name }))} />
      <div aria-live="polite">
        {!listLoading && !listFailed && page > 0 && productions.length === 0 && (
          <div className="pg-empty">
            <p>{t('productions.empty')}</p>
            {filtered && (
              <button type="button" className="fs-button" onClick={() => change(null, '')}>
                {t('programme.reset')}
              </button>
            )}
          </div>
        )}
      </div>
      {listLoading && <ProductionsSkeleton />}
      {listFailed && <LoadError onRetry={retry} />}
      <div ref={sentinel} className="pg-sentinel" data-testid="productions-sentinel" />
    </section>
  );
}
