import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { useApiData } from '@festival/shared/api-client/use-api-data';
import { berlinToday } from '@festival/shared/format/dates';
import type { Locale } from '@festival/shared/i18n/locales';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { LoadError } from '@festival/shared/ui/load-error';
import { EventListSkeleton } from '@festival/shared/ui/skeletons';
import { useInfiniteLoading } from '../../../components/use-infinite-loading';
import { getTeasers } from '../api/get-teasers';
import type { ProgrammeData } from '../api/load-programme';
import { filterQuery, isFilterActive, queryStringFor, readQuery, type FilterValues } from '../model/programme-rules';
import { createEventsStore, eventsSource } from '../stores/events-store';
import { createFilterStore } from '../stores/filter-store';
import { keptProgrammeView, programmeViewKeeper } from '../stores/kept-view';
import { EventDays } from './event-days';
import { FilterBar, FilterCalendar, FilterOptionsList, focusFirstFilter, ResetButton } from './filter-bar';
import { MobileFilters } from './side-panel';

export interface ProgrammeViewProps {
  locale: Locale;
  /** The query holding the filters; the page keeps it in the URL, the overlay in its own state. */
  query: Record<string, string>;
  onQueryChange: (queryString: string) => void;
  /** Spec §5: a date or filter value in the query that does not parse. */
  onInvalidQuery?: (key: string, value: string) => void;
  /** Parcel props for the quick-buy widgets of the entries; null: none. */
  quickBuy?: ParcelProps | null;
  /** The data the server rendered the page with: shown at once, nothing loaded again for it. */
  initial?: ProgrammeData;
}

/** Filters, calendar, events by day with teasers, and paging (spec §2 programme list). */
export function ProgrammeView({ locale, query, onQueryChange, onInvalidQuery, quickBuy = null, initial }: ProgrammeViewProps) {
  const { t } = useLocaleT('programme');
  const queryKey = JSON.stringify(query);
  // Back to this view in this history entry shows what it had, as the server's data would.
  const [kept] = useState(() => (initial ? undefined : keptProgrammeView(locale, queryKey)));
  const start = initial ?? kept;
  const [today] = useState(() => start?.today ?? berlinToday());
  const [filters] = useState(() => createFilterStore(undefined, today, start && { ...start, locale }));
  const [events] = useState(() => createEventsStore(undefined, initial && { key: eventsSource(filterQuery(initial.filter, today), locale).key, answer: initial.events }));
  /** The query the initial data belongs to: its calendar month is not loaded again. */
  const initialQuery = useRef(start ? queryKey : null);
  const { items: days, hasNext, loading, failed, loadMore, retry } = useStore(events);
  const filter = useStore(filters, (state) => state.filter);
  const teasers = useApiData((signal) => getTeasers(locale, signal), [locale], start?.teasers);
  const shownTeasers = useRef(teasers.data);
  shownTeasers.current = teasers.data;
  const invalid = useRef(onInvalidQuery);
  invalid.current = onInvalidQuery;

  // Spec §4 on load and on every change: filter from the URL, then reset and reload the events.
  useEffect(() => {
    const reading = readQuery(JSON.parse(queryKey) as Record<string, string>, today);
    if (!reading.ok) {
      invalid.current?.(reading.key, reading.value);
      return undefined;
    }
    const state = filters.getState();
    state.setFilter(reading.filter, today);
    if (initialQuery.current !== queryKey) void state.showMonth(reading.filter.date.slice(0, 7), locale);
    initialQuery.current = null;
    // Back to this query shows the pages it had in this history entry (spec §4).
    const source = eventsSource(filterQuery(reading.filter, today), locale);
    events.getState().show(source.key, source.fetchPage);
    const keep = programmeViewKeeper(locale, queryKey);
    return () => keep(filters.getState(), shownTeasers.current);
  }, [queryKey, locale, today, filters, events]);
  useEffect(() => () => events.getState().stop(), [events]);

  useEffect(() => {
    void filters.getState().loadOptions(locale);
  }, [filters, locale]);

  const sentinel = useInfiniteLoading(hasNext && !loading, loadMore);

  const change = (next: FilterValues) => {
    filters.getState().setOpen(null);
    onQueryChange(queryStringFor(query, next, today));
  };
  const root = useRef<HTMLDivElement>(null);
  const reset = () => {
    focusFirstFilter(root.current);
    change(filters.getState().resetFilter());
  };
  const active = isFilterActive(filter, today);
  const controls = { store: filters, locale, onChange: change };

  return (
    <div className="pg-programme" ref={root}>
      <FilterBar {...controls} />
      <MobileFilters
        calendar={<FilterCalendar {...controls} />}
        filters={
          <div className="pg-side-panel__filters">
            <FilterOptionsList {...controls} />
            <ResetButton store={filters} onChange={change} />
          </div>
        }
      />
      <div aria-live="polite">
        {!loading && !failed && days.length === 0 && (
          <div className="pg-empty">
            <p>{t('programme.empty')}</p>
            <button type="button" className="fs-button" onClick={reset}>
              {t('programme.reset')}
            </button>
          </div>
        )}
      </div>
      {/* Spec §4: teasers are hidden while a filter is active. */}
      <EventDays days={days} teasers={active || teasers.status !== 'ready' ? [] : teasers.data} quickBuy={quickBuy} />
      {loading && <EventListSkeleton />}
      {failed && <LoadError onRetry={retry} />}
      <div ref={sentinel} className="pg-sentinel" data-testid="programme-sentinel" />
    </div>
  );
}
