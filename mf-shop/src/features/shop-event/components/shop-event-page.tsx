import type { ReactNode } from 'react';
import type { EventDetail } from '@festival/shared/api-schemas/programme';
import { useApiData } from '@festival/shared/api-client/use-api-data';
import { formatDateTime } from '@festival/shared/format/dates';
import type { Locale } from '@festival/shared/i18n/locales';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { LoadError } from '@festival/shared/ui/load-error';
import { Skeleton } from '@festival/shared/ui/skeleton';
import { webshopPath } from '@festival/shared/routes/webshop-paths';
import { findShopEvent } from '../api/get-shop-event';

interface ShopEventPageProps {
  jet: number;
  locale: Locale;
  /** The booking for this event; the page composing it decides what books. */
  booking: (event: EventDetail) => ReactNode;
  /** The event the server rendered this page with (null: there is none). */
  initial?: EventDetail | null;
}

/** The webshop's page of one event (/webshop/events/{jet}): when and where, and its tickets. */
export function ShopEventPage({ jet, locale, booking, initial }: ShopEventPageProps) {
  const { t } = useLocaleT('webshop');
  const event = useApiData((signal) => findShopEvent(jet, locale, signal), [jet, locale], initial);

  if (event.status === 'loading') return <Skeleton lines={6} />;
  if (event.status === 'error') return <LoadError onRetry={event.reload} />;
  if (event.data === null) {
    return (
      <section className="sp-webshop" aria-labelledby="sp-event-title">
        <h1 id="sp-event-title" className="sp-title">{t('event.notFound')}</h1>
        <p><Link href={webshopPath({ name: 'calendar' })}>{t('calendar.title')}</Link></p>
      </section>
    );
  }
  const data = event.data;
  const title = data.title || data.name;
  return (
    <article className="sp-webshop sp-event" aria-labelledby="sp-event-title">
      <header>
        {data.preline && <p className="sp-event__preline">{data.preline}</p>}
        <h1 id="sp-event-title" className="sp-title">{title}</h1>
        <p className="sp-event__facts">
          <time dateTime={data.date_start}>{formatDateTime(data.date_start, locale)}</time>
          {data.venue.name && `, ${data.venue.name}`}
          {data.room && ` (${data.room})`}
        </p>
        <p><Link href={data.link}>{t('event.toProgramme')}</Link></p>
      </header>
      <section className="sp-panel" aria-labelledby="sp-event-tickets">
        <h2 id="sp-event-tickets" className="sp-panel__title">{t('event.tickets')}</h2>
        {booking(data)}
      </section>
    </article>
  );
}
