import type { EventDetail } from '@festival/shared/api-schemas/programme';
import { formatDate, formatTime } from '@festival/shared/format/dates';
import { useLocale, useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { AvailabilityBadge, useShownAvailability } from '../../../components/availability-badge';
import { EventPrices } from './event-prices';

/** When, where, who and what it costs: the facts list of an event (spec §3 event fields). */
export function EventFacts({ event }: { event: EventDetail }) {
  const locale = useLocale();
  const { t } = useLocaleT('programme');
  const { address } = event.venue;
  const showAvailability = useShownAvailability(event.availability);
  return (
    <dl className="pg-facts">
      <dt>{t('detail.when')}</dt>
      <dd>
        <time dateTime={event.date_start}>{formatDate(event.date_start, locale)}</time>,{' '}
        {formatTime(event.date_start, locale)} – {formatTime(event.date_end, locale)}
      </dd>
      <dt>{t('detail.where')}</dt>
      <dd>
        <Link href={event.venue.link}>{event.venue.name}</Link>
        {event.room && `, ${t('detail.room')} ${event.room}`}
        <br />
        {[address.street, `${address.postal_code} ${address.city}`.trim()].filter(Boolean).join(', ')}
      </dd>
      {event.authors.length > 0 && (
        <>
          <dt>{t('detail.authors')}</dt>
          <dd>
            <ul className="pg-inline-list">
              {event.authors.map((author) => (
                <li key={author.id}>
                  <Link href={author.link}>{author.name}</Link>
                </li>
              ))}
            </ul>
          </dd>
        </>
      )}
      {event.production && (
        <>
          <dt>{t('detail.production')}</dt>
          <dd>
            <Link href={event.production.link}>{event.production.title}</Link>
          </dd>
        </>
      )}
      {event.series && (
        <>
          <dt>{t('detail.series')}</dt>
          <dd>
            <Link href={event.series.link}>{event.series.name}</Link>
          </dd>
        </>
      )}
      {event.exhibition_type && (
        <>
          <dt>{t('detail.type')}</dt>
          <dd>{event.exhibition_type}</dd>
        </>
      )}
      {event.genre && (
        <>
          <dt>{t('detail.genre')}</dt>
          <dd>{event.genre}</dd>
        </>
      )}
      {event.tags.length > 0 && (
        <>
          <dt>{t('detail.tags')}</dt>
          <dd>{event.tags.map((tag) => tag.name).join(', ')}</dd>
        </>
      )}
      {event.prices.length > 0 && (
        <>
          <dt>{t('detail.prices')}</dt>
          <dd>
            <EventPrices event={event} />
          </dd>
        </>
      )}
      {showAvailability && (
        <>
          <dt>{t('detail.availability')}</dt>
          <dd>
            <AvailabilityBadge availability={event.availability} as="span" />
          </dd>
        </>
      )}
    </dl>
  );
}
