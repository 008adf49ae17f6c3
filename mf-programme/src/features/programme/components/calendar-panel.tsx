import dayjs from 'dayjs';
import { inBerlin } from '@festival/shared/format/dates';
import { useLocale, useLocaleT } from '@festival/shared/ui/app-context';

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

/** Monday-first weeks of a month, as YYYY-MM-DD or null for the cells outside it. */
function weeksOf(month: string): Array<Array<string | null>> {
  const first = dayjs(`${month}-01`);
  const lead = (first.day() + 6) % 7;
  const cells: Array<string | null> = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= first.daysInMonth(); day += 1) cells.push(first.date(day).format('YYYY-MM-DD'));
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** Spec §2: a calendar of the days that have events for the current filters (from /api/calendar/). */
export function CalendarPanel({ month, selected, today, availableDates, onMonth, onSelect }: CalendarPanelProps) {
  const locale = useLocale();
  const { t } = useLocaleT('programme');
  const available = new Set(availableDates);
  const first = dayjs(`${month}-01`);
  const weekdays = Array.from({ length: 7 }, (_, index) => inBerlin(`2026-11-${16 + index}T12:00:00Z`, locale).format('dd'));
  return (
    <div className="pg-calendar">
      <div className="pg-calendar__head">
        <button type="button" className="pg-calendar__nav" onClick={() => onMonth(first.subtract(1, 'month').format('YYYY-MM'))}>
          <span aria-hidden="true">‹</span>
          <span className="fs-visually-hidden">{t('calendar.previous')}</span>
        </button>
        <p className="pg-calendar__month" aria-live="polite">
          {first.locale(locale).format('MMMM YYYY')}
        </p>
        <button type="button" className="pg-calendar__nav" onClick={() => onMonth(first.add(1, 'month').format('YYYY-MM'))}>
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
          {weeksOf(month).map((week) => (
            <tr key={week.find(Boolean) ?? ''}>
              {week.map((day, index) => (
                <td key={day ?? `empty-${index}`}>
                  {day && (
                    <button
                      type="button"
                      className={`pg-calendar__day${day === today ? ' pg-calendar__day--today' : ''}`}
                      aria-pressed={day === selected}
                      aria-label={inBerlin(`${day}T12:00:00Z`, locale).format('dddd, D. MMMM YYYY')}
                      disabled={!available.has(day)}
                      onClick={() => onSelect(day)}
                    >
                      {Number(day.slice(8))}
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
