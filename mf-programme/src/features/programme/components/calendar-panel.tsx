import { useLocale, useLocaleT } from '@festival/shared/ui/app-context';
import { calendarMonth } from '../model/calendar-month';

interface CalendarPanelProps {
  /** YYYY-MM of the month shown. */
  month: string;
  /** The chosen day, YYYY-MM-DD. */
  selected: string;
  today: string;
  availableDates: string[];
  onMonth: (month: string) => void;
  onSelect: (day: string) => void;
}

/** Spec §2: a calendar of the days that have events for the current filters (from /api/calendar/). */
export function CalendarPanel({ month, selected, today, availableDates, onMonth, onSelect }: CalendarPanelProps) {
  const locale = useLocale();
  const { t } = useLocaleT('programme');
  const available = new Set(availableDates);
  const { title, previous, next, weekdays, weeks } = calendarMonth(month, locale);
  return (
    <div className="pg-calendar">
      <div className="pg-calendar__head">
        <button type="button" className="pg-calendar__nav" onClick={() => onMonth(previous)}>
          <span aria-hidden="true">‹</span>
          <span className="fs-visually-hidden">{t('calendar.previous')}</span>
        </button>
        <p className="pg-calendar__month" aria-live="polite">
          {title}
        </p>
        <button type="button" className="pg-calendar__nav" onClick={() => onMonth(next)}>
          <span aria-hidden="true">›</span>
          <span className="fs-visually-hidden">{t('calendar.next')}</span>
        </button>
      </div>
      <table className="pg-calendar__grid">
        <thead>
          <tr>
            {weekdays.map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean)?.day ?? ''}>
              {week.map((cell, index) => (
                <td key={cell?.day ?? `empty-${index}`}>
                  {cell && (
                    <button
                      type="button"
                      className={`pg-calendar__day${cell.day === today ? ' pg-calendar__day--today' : ''}`}
                      aria-pressed={cell.day === selected}
                      aria-label={cell.label}
                      disabled={!available.has(cell.day)}
                      onClick={() => onSelect(cell.day)}
                    >
                      {Number(cell.day.slice(8))}
                    </button>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
