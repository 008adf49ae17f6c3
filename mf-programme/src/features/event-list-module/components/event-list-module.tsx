import { useState } from 'react';
import type { EventTeaserCard } from '@festival/shared/api-schemas/content-modules';
import { formatDate, formatTime } from '@festival/shared/format/dates';
import { eventListWindow, type EventListQuickFilter } from '@festival/shared/format/event-list-window';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { useLocale, useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { useHydrated } from '@festival/shared/ssr/use-hydrated';
import { ResponsiveImage } from '@festival/shared/ui/responsive-image';
import type { EventListServed } from '../api/load-event-list-module';

interface EventListData {
  date_from?: string;
  date_to?: string | null;
  filters?: EventListQuickFilter;
  children?: EventTeaserCard[];
}

/**
 * The module's events inside its range at the time of showing (spec §3 EventList: date_from,
 * default now, date_to, next_3_days or weekend): a page answer can be older than the clock.
 */
export function eventsInRange(module: EventListData, now: Date): EventTeaserCard[] {
  const { from, to } = eventListWindow({ dateFrom: module.date_from ?? '', dateTo: module.date_to ?? null, filters: module.filters ?? '' }, now);
  return (module.children ?? []).filter((event) => {
    const start = new Date(event.date_start);
    return start >= from && (to === null || start < to);
  });
}

function TeaserCard({ event }: { event: EventTeaserCard }) {
  const locale = useLocale();
  return (
    <article className="pg-card">
      {event.image_obj && <ResponsiveImage className="pg-card__image" image={event.image_obj.url} alt={event.image_obj.alt} sizes="(min-width: 48em) 12rem, 100vw" />}
      <div className="pg-card__body">
        <p className="pg-card__time">
          <time dateTime={event.date_start}>
            {formatDate(event.date_start, locale)}, {formatTime(event.date_start, locale)}
          </time>
        </p>
        {event.preline && <p className="pg-card__preline">{event.preline}</p>}
        <h3 className="pg-card__title">
          <Link href={event.link}>{event.headline || event.name}</Link>
        </h3>
        {event.subline && <p className="pg-card__subline">{event.subline}</p>}
      </div>
    </article>
  );
}

/**
 * The CMS EventList module (spec §3): the events the api selected for its dates, quick filter and
 * tag. Rendered on the server, it selects them at the server's time until hydrated (a cached page
 * may be minutes old), then at the visitor's.
 */
export function EventListModule({ data, initialData }: ParcelProps) {
  const { t } = useLocaleT('programme');
  const module = (data?.module ?? {}) as EventListData;
  const hydrated = useHydrated();
  const [clientNow] = useState(() => new Date());
  const served = (initialData as EventListServed | undefined)?.now;
  const now = !hydrated && served ? new Date(served) : clientNow;
  const events = eventsInRange(module, now);
  return (
    <div className="pg-event-module">
      {events.length === 0 ? (
        <p>{t('eventList.empty')}</p>
      ) : (
        <ul className="pg-event-list">
          {events.map((event) => (
            <li key={event.id}>
              <TeaserCard event={event} />
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to="events" className="fs-textlink">
          {t('eventList.all')}
        </Link>
      </p>
    </div>
  );
}
