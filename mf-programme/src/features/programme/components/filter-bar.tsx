import { useId } from 'react';
import type { EventFilterQuery } from '@festival/shared/api-schemas/programme';
import { EVENT_FILTER_KEYS, formatUrlDate, parseUrlDate, type EventFilterKey } from '@festival/shared/validation/programme-query';
import { useLocaleT } from '@festival/shared/ui/app-context';
import type { FilterOptions } from '../api/get-filter-options';

interface FilterBarProps {
  filters: EventFilterQuery;
  options: FilterOptions | null;
  onChange: (key: EventFilterKey | 'date', value: string | null) => void;
  onReset: () => void;
}

/** DD-MM-YYYY (URL) ↔ YYYY-MM-DD (date input). */
function toInputDate(urlDate: string | undefined): string {
  const day = parseUrlDate(urlDate);
  return day ? day.toISOString().slice(0, 10) : '';
}

/** Spec §2 filter bar: five option filters plus the day; choosing the current option again clears it. */
export function FilterBar({ filters, options, onChange, onReset }: FilterBarProps) {
  const { t } = useLocaleT('programme');
  const baseId = useId();
  const active = Object.values(filters).some(Boolean);
  return (
    <form className="pg-filters" aria-label={t('programme.filters')} onSubmit={(event) => event.preventDefault()}>
      <div className="pg-filters__field">
        <label htmlFor={`${baseId}-date`}>{t('programme.date')}</label>
        <input
          id={`${baseId}-date`}
          type="date"
          value={toInputDate(filters.date)}
          onChange={(event) => onChange('date', event.target.value ? formatUrlDate(event.target.value) : null)}
        />
      </div>
      {EVENT_FILTER_KEYS.map((key) => (
        <div key={key} className="pg-filters__field">
          <label htmlFor={`${baseId}-${key}`}>{t(`programme.filter.${key}`)}</label>
          <select
            id={`${baseId}-${key}`}
            value={filters[key] ?? ''}
            disabled={!options}
            onChange={(event) => onChange(key, event.target.value || null)}
          >
            <option value="">{t('programme.all')}</option>
            {options?.[key].map((option) => (
              <option key={option.id} value={String(option.id)}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
      ))}
      {active && (
        <button type="button" className="fs-button fs-button--secondary pg-filters__reset" onClick={onReset}>
          {t('programme.reset')}
        </button>
      )}
    </form>
  );
}
