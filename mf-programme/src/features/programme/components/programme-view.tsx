import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { useApiData } from '@festival/shared/api-client/use-api-data';
import type { Locale } from '@festival/shared/i18n/locales';
import type { EventFilterKey } from '@festival/shared/validation/programme-query';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { LoadError } from '@festival/shared/ui/load-error';
import { Skeleton } from '@festival/shared/ui/skeleton';
import { getFilterOptions } from '../api/get-filter-options';
import { getTeasers } from '../api/get-teasers';
import { createEventsStore } from '../stores/events-store';
import { EventDays } from './event-days';
import { FilterBar } from './filter-bar';
import { filtersFromQuery, isFiltered, queryWith, queryWithoutFilters } from './programme-query';

export interface ProgrammeViewProps {
  locale: Locale;
  /** The query holding the filters; the page keeps it in the URL, the overlay in its own state. */
  query: Record<string, string>;
  onQueryChange: (queryString: string) => void;
}

/** Spec §4: more events load when the end of the list comes within 170 % of the viewport. */
const LOAD_MORE_MARGIN = '170%';

/** Filters, events by day and paging (spec §2 programme list). */
export function ProgrammeView({ locale, query, onQueryChange }: ProgrammeViewProps) {
  const { t } = useLocaleT('programme');
  const [store] = useState(() => createEventsStore());
  const { days, hasNext, loading, failed, page, load } = useStore(store);
  const filters = filtersFromQuery(query);
  const filterKey = JSON.stringify(filters);
  const options = useApiData((signal) => getFilterOptions(locale, signal), [locale]);
  const teasers = useApiData((signal) => getTeasers(locale, signal), [locale]);
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    void load({ filters: JSON.parse(filterKey), locale, page: 1, reset: true });
  }, [filterKey, locale, load]);

  const loadMore = useCallback(() => {
    if (hasNext && !loading) void load({ filters: JSON.parse(filterKey), locale, page: page + 1, reset: false });
  }, [hasNext, loading, load, filterKey, locale, page]);

  useEffect(() => {
    const element = sentinel.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && loadMore(), {
      rootMargin: LOAD_MORE_MARGIN,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [loadMore]);

  const change = (key: EventFilterKey | 'date', value: string | null) => onQueryChange(queryWith(query, key, value));
  const reset = () => onQueryChange(queryWithoutFilters(query));
  const filtered = isFiltered(filters);

  return (
    <div className="pg-programme">
      <FilterBar filters={filters} options={options.status === 'ready' ? options.data : null} onChange={change} onReset={reset} />
      <div aria-live="polite" aria-busy={loading}>
        {!loading && !failed && days.length === 0 && (
          <div className="pg-empty">
            <p>{t('programme.empty')}</p>
            {filtered && (
              <button type="button" className="fs-button" onClick={reset}>
                {t('programme.reset')}
              </button>
            )}
          </div>
        )}
      </div>
      {/* Spec §4: teasers are hidden while a filter is set. */}
      <EventDays days={days} teasers={filtered || teasers.status !== 'ready' ? [] : teasers.data} />
      {loading && <Skeleton lines={4} />}
      {failed && <LoadError onRetry={() => void load({ filters, locale, page: page + 1, reset: page === 0 })} />}
      <div ref={sentinel} className="pg-sentinel" />
      {hasNext && !loading && (
        <button type="button" className="fs-button pg-more" onClick={loadMore}>
          {t('programme.more')}
        </button>
      )}
    </div>
  );
}
