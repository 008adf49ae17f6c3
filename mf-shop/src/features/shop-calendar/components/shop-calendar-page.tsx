import { offersBooking } from '@festival/shared/api-schemas/availability-rules';
import type { ShopCalendar } from '@festival/shared/api-schemas/shop';
import { useApiData } from '@festival/shared/api-client/use-api-data';
import { formatDate, formatTime, inBerlin } from '@festival/shared/format/dates';
import type { Locale } from '@festival/shared/i18n/locales';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { LoadError } from '@festival/shared/ui/load-error';
import { Skeleton } from '@festival/shared/ui/skeleton';
import { WebshopSection } from '../../../components/webshop-section';
import { webshopPath } from '@festival/shared/routes/webshop-paths';
import { getShopCalendar } from '../api/get-shop-calendar';
import { parseMonth } from '../model/month-grid';
import { AvailabilityBadge } from './availability-badge';
import { dayAnchor, MonthTable } from './month-table';

const AVAILABILITIES = ['available', 'limited', 'sold_out', 'sales_closed'] as const;

function monthName(month: string, locale: Locale): string {
  return inBerlin(`${month}-15T12:00:00.000Z`, locale).format('MMMM YYYY');
}

function CalendarMonth({ calendar, locale }: { calendar: ShopCalendar; locale: Locale }) {
  const { t } = useLocaleT('webshop');
  const name = monthName(calendar.month, locale);
  return (
    <>
      <nav className="sp-month-nav" aria-label={t('calendar.months')}>
        <Link href={webshopPath({ name: 'calendar' }, { month: calendar.previous })} className="fs-button fs-button--secondary">
          {t('calendar.previous', { month: monthName(calendar.previous, locale) })}
        </Link>
        <h2 className="sp-month-nav__name">{name}</h2>
        <Link href={webshopPath({ name: 'calendar' }, { month: calendar.next })} className="fs-button fs-button--secondary">
          {t('calendar.next', { month: monthName(calendar.next, locale) })}
        </Link>
      </nav>
      <ul className="sp-legend" aria-label={t('calendar.legend')}>
        {AVAILABILITIES.map((availability) => (
          <li key={availability}><AvailabilityBadge availability={availability} /></li>
        ))}
      </ul>
      <MonthTable month={calendar.month} days={calendar.days} locale={locale} caption={name} />
      {calendar.days.length === 0 && <p>{t('calendar.empty')}</p>}
      {calendar.days.map((day) => (
        <section key={day.date} id={dayAnchor(day.date)} className="sp-calendar-day" aria-labelledby={`${dayAnchor(day.date)}-title`}>
          <h3 id={`${dayAnchor(day.date)}-title`}>{formatDate(`${day.date}T12:00:00.000Z`, locale)}</h3>
          <ul className="sp-lines">
            {day.events.map((event) => (
              <li key={event.id} className="sp-line sp-calendar-event">
                <time dateTime={event.date_start}>{formatTime(event.date_start, locale)}</time>
                <Link href={event.link}>{event.title}</Link>
                <AvailabilityBadge availability={event.availability} />
                {offersBooking(event.availability) && event.ticket_url && (
                  <Link href={event.ticket_url} className="fs-button" aria-label={t('calendar.ticketsFor', { title: event.title })}>
                    {t('calendar.tickets')}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/** The shop calendar (/webshop/calendar?month=YYYY-MM, spec §9 colours): a month of ticketed events; `initial` is the month the server rendered. */
export function ShopCalendarPage({ month, locale, initial }: { month: string | undefined; locale: Locale; initial?: ShopCalendar }) {
  const { t } = useLocaleT('webshop');
  const wanted = parseMonth(month);
  const calendar = useApiData((signal) => getShopCalendar(wanted, locale, signal), [wanted, locale], initial);
  return (
    <WebshopSection id="sp-calendar" title={t('calendar.title')}>
      {calendar.status === 'loading' && <Skeleton lines={8} />}
      {calendar.status === 'error' && <LoadError onRetry={calendar.reload} />}
      {calendar.status === 'ready' && <CalendarMonth calendar={calendar.data} locale={locale} />}
    </WebshopSection>
  );
}
