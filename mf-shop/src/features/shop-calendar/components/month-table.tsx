import type { ShopCalendarDay } from '@festival/shared/api-schemas/shop';
import { formatDate, inBerlin } from '@festival/shared/format/dates';
import type { Locale } from '@festival/shared/i18n/locales';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { monthWeeks } from '../model/month-grid';

/** 2024-01-01 was a Monday: the seven days from it name the weekday columns in any language. */
const WEEKDAYS = Array.from({ length: 7 }, (_, day) => `2024-01-0${day + 1}T12:00:00.000Z`);

export function dayAnchor(date: string): string {
  return `sp-day-${date}`;
}

/** The month as a table: a day with events links to its list below and shows its availability in words. */
export function MonthTable({ month, days, locale, caption }: { month: string; days: ShopCalendarDay[]; locale: Locale; caption: string }) {
  const { t } = useLocaleT('webshop');
  const byDate = new Map(days.map((day) => [day.date, day]));
  return (
    <table className="sp-calendar">
      <caption className="fs-visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {WEEKDAYS.map((day) => (
            <th key={day} scope="col" abbr={inBerlin(day, locale).format('dddd')}>{inBerlin(day, locale).format('dd')}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month).map((week, index) => (
          <tr key={index}>
            {week.map((date, column) => {
              if (!date) return <td key={column} />;
              const day = byDate.get(date);
              const number = Number(date.slice(8));
              return (
                <td key={date}>
                  {day ? (
                    <a
                      href={`#${dayAnchor(date)}`}
                      className={`sp-day sp-day--${day.availability}`}
                      aria-label={`${formatDate(`${date}T12:00:00.000Z`, locale)}: ${t(`availability.${day.availability}`)}`}
                    >
                      <span className="sp-day__weekday">{inBerlin(`${date}T12:00:00.000Z`, locale).format('dd')}</span>
                      <span className="sp-day__number">{number}</span>
                      <span className="sp-day__label">{t(`availability.${day.availability}`)}</span>
                    </a>
                  ) : (
                    <span className="sp-day">
                      <span className="sp-day__number">{number}</span>
                    </span>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
