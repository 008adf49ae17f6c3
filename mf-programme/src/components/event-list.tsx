import type { EventCard as EventCardData } from '@festival/shared/api-schemas/programme';
import { formatDate } from '@festival/shared/format/dates';
import { useLocale, useLocaleT } from '@festival/shared/ui/app-context';
import { EventCard } from './event-card';

/** The dates of a production, person, venue or series, each with its day. */
export function EventList({ events }: { events: EventCardData[] }) {
  const locale = useLocale();
  const { t } = useLocaleT('programme');
  if (events.length === 0) return <p>{t('detail.noEvents')}</p>;
  return (
    <ul className="pg-event-list">
      {events.map((event) => (
        <li key={event.id}>
          <p className="pg-event-list__day">{formatDate(event.date_start, locale)}</p>
          <EventCard event={event} headingLevel={3} />
        </li>
      ))}
    </ul>
  );
}
