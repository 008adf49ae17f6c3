import { useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { formatDate } from '@festival/shared/format/dates';
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

/** The calendar of available days, as a dropdown in the bar or open in the side panel. */
export function FilterCalendar({ store, locale, onChange }: FilterControlsProps) {
  const { filter, today, availableDates, calendarMonth, showMonth } = useStore(store);
  return (
    <CalendarPanel
      month={calendarMonth}
      selected={filter.date}
      today={today}
      availableDates={availableDates}
      onMonth={(month) => void showMonth(month, locale)}
      onSelect={(day) => onChange(store.getState().withDate(day))}
    />
  );
}

/** The five option filters (spec §2: room, type, tag, series, genre); one panel open at a time. */
export function FilterOptionsList({ store, onChange }: FilterControlsProps) {
  const { t } = useLocaleT('programme');
  const { filter, options, open, setOpen, toggled } = useStore(store);
  return (
    <>
      {EVENT_FILTER_KEYS.map((key: EventFilterKey) => {
        const list = options?.[key] ?? [];
        const current = list.find((option) => option.id === filter[key]);
        return (
          <FilterDropdown
            key={key}
            label={t(`programme.filter.${key}`)}
            current={current?.name ?? null}
            open={open === key}
            onToggle={(next) => setOpen(next ? key : null)}
          >
            <OptionList label={t(`programme.filter.${key}`)} options={list} selected={filter[key]} onSelect={(id) => onChange(toggled(key, id))} />
          </FilterDropdown>
        );
      })}
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
export function ResetButton({ store, onChange }: Omit<FilterControlsProps, 'locale'>) {
  const { t } = useLocaleT('programme');
  const { filter, today, resetFilter } = useStore(store);
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
}

/** The filter bar of wide screens: the calendar, the five filters and the reset button. */
export function FilterBar(props: FilterControlsProps) {
  const { t } = useLocaleT('programme');
  const { filter, open, setOpen } = useStore(props.store);
  const bar = useRef<HTMLDivElement>(null);

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
    <div className="pg-filters" role="group" aria-label={t('programme.filters')} ref={bar}>
      <FilterDropdown
        label={t('programme.date')}
        current={formatDate(`${filter.date}T12:00:00Z`, props.locale)}
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
