import { memo, useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { formatDate } from '@festival/shared/format/dates';
import { useReadyWhenIdle } from '@festival/shared/idle/use-ready-when-idle';
import type { Locale } from '@festival/shared/i18n/locales';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { EVENT_FILTER_KEYS, type EventFilterKey } from '@festival/shared/validation/programme-query';
import { showResetButton, type FilterValues } from '../model/programme-rules';
import type { FilterStore } from '../stores/filter-store';
import { CalendarPanel } from './calendar-panel';
import { FilterDropdown, OptionList } from './filter-dropdown';

export interface FilterControlsProps {
  store: FilterStore;
  locale: Locale;
  onChange: (filter: FilterValues) => void;
}

// Each control below reads only its part of the filter store and is memoised: opening one panel
// renders that panel's dropdown, not the calendar's 42 days and every option list again.

/** The calendar of available days, as a dropdown in the bar or open in the side panel. */
export const FilterCalendar = memo(function FilterCalendar({ store, locale, onChange }: FilterControlsProps) {
  const { date, today, availableDates, calendarMonth, showMonth } = useStore(store, useShallow((state) => ({
    date: state.filter.date, today: state.today, availableDates: state.availableDates, calendarMonth: state.calendarMonth, showMonth: state.showMonth,
  })));
  return (
    <CalendarPanel
      month={calendarMonth}
      selected={date}
      today={today}
      availableDates={availableDates}
      onMonth={(month) => void showMonth(month, locale)}
      onSelect={(day) => onChange(store.getState().withDate(day))}
    />
  );
});

const NO_OPTIONS: Array<{ id: number; name: string }> = [];

/** One option filter: its dropdown and its list. */
const FilterOption = memo(function FilterOption({ store, filterKey, onChange }: Omit<FilterControlsProps, 'locale'> & { filterKey: EventFilterKey }) {
  const { t } = useLocaleT('programme');
  const { selected, list, open, setOpen, toggled } = useStore(store, useShallow((state) => ({
    selected: state.filter[filterKey], list: state.options?.[filterKey] ?? NO_OPTIONS, open: state.open === filterKey, setOpen: state.setOpen, toggled: state.toggled,
  })));
  const label = t(`programme.filter.${filterKey}`);
  return (
    <FilterDropdown
      label={label}
      current={list.find((option) => option.id === selected)?.name ?? null}
      open={open}
      onToggle={(next) => setOpen(next ? filterKey : null)}
    >
      <OptionList label={label} options={list} selected={selected} onSelect={(id) => onChange(toggled(filterKey, id))} />
    </FilterDropdown>
  );
});

/** The five option filters (spec §2: room, type, tag, series, genre); one panel open at a time. */
export function FilterOptionsList({ store, onChange }: FilterControlsProps) {
  return (
    <>
      {EVENT_FILTER_KEYS.map((key: EventFilterKey) => <FilterOption key={key} store={store} filterKey={key} onChange={onChange} />)}
    </>
  );
}

/**
 * A reset button leaves once the filters are reset: the focus goes to the first filter button
 * the visitor can see (the bar on wide screens, the side panel's on small ones).
 */
export function focusFirstFilter(within: HTMLElement | null): void {
  const buttons = Array.from(within?.querySelectorAll<HTMLElement>('.pg-dropdown__button') ?? []);
  (buttons.find((button) => button.getClientRects().length > 0) ?? buttons[0])?.focus({ preventScroll: true });
}

/** Spec §9: the reset button shows with more than one filter, or one filter and another day. */
export const ResetButton = memo(function ResetButton({ store, onChange }: Omit<FilterControlsProps, 'locale'>) {
  const { t } = useLocaleT('programme');
  const { filter, today, resetFilter } = useStore(store, useShallow((state) => ({ filter: state.filter, today: state.today, resetFilter: state.resetFilter })));
  if (!showResetButton(filter, today)) return null;
  return (
    <button
      type="button"
      className="fs-button fs-button--secondary pg-filters__reset"
      onClick={(event) => {
        focusFirstFilter(event.currentTarget.parentElement);
        onChange(resetFilter());
      }}
    >
      {t('programme.reset')}
    </button>
  );
});

/** The filter bar of wide screens: the calendar, the five filters and the reset button. */
export function FilterBar(props: FilterControlsProps) {
  const { t } = useLocaleT('programme');
  const { date, open, setOpen } = useStore(props.store, useShallow((state) => ({ date: state.filter.date, open: state.open, setOpen: state.setOpen })));
  const bar = useRef<HTMLDivElement>(null);
  // The closed panels are drawn, invisible, at the first idle moment after the page loaded
  // (programme.css): opening one then lays out nothing new.
  const ready = useReadyWhenIdle({ afterLoadMs: 0 });

  useEffect(() => {
    if (!open) return undefined;
    const closeOutside = (event: MouseEvent) => {
      // A hidden bar (small screens) shares the open state with the side panel's filters.
      if (!bar.current || bar.current.getClientRects().length === 0) return;
      if (!bar.current.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [open, setOpen]);

  return (
    <div className={`pg-filters${ready ? ' pg-filters--ready' : ''}`} role="group" aria-label={t('programme.filters')} ref={bar}>
      <FilterDropdown
        label={t('programme.date')}
        current={formatDate(`${date}T12:00:00Z`, props.locale)}
        open={open === 'calendar'}
        onToggle={(next) => setOpen(next ? 'calendar' : null)}
      >
        <FilterCalendar {...props} />
      </FilterDropdown>
      <FilterOptionsList {...props} />
      <ResetButton store={props.store} onChange={props.onChange} />
    </div>
  );
}
