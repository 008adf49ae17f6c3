import { useMemo } from 'react';
import type { EventCard as EventCardData, EventDay, ProgrammeTeaser } from '@festival/shared/api-schemas/programme';
import { offersBooking } from '@festival/shared/api-schemas/availability-rules';
import { useShopOffline } from '@festival/shared/stores/use-shop-offline';
import { formatDate } from '@festival/shared/format/dates';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { useLocale } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { BookingLauncher } from '../../../components/booking-launcher';
import { EventCard } from '../../../components/event-card';

function TeaserCard({ teaser }: { teaser: ProgrammeTeaser }) {
  return (
    <aside className="pg-teaser">
      {teaser.preline && <p className="pg-card__preline">{teaser.preline}</p>}
      <h3 className="pg-card__title">
        <Link href={teaser.link}>{teaser.headline || teaser.name}</Link>
      </h3>
      {teaser.text && <p>{teaser.text}</p>}
    </aside>
  );
}

/**
 * The shop's booking widget for one programme entry, behind its button until opened; it loads the
 * event's seats itself. Without the shop nothing shows: the entry still links to its page.
 */
function QuickBuy({ event, parcelProps }: { event: EventCardData; parcelProps: ParcelProps }) {
  const props = useMemo(() => ({ ...parcelProps, data: { eventId: event.id } }), [parcelProps, event.id]);
  return <BookingLauncher props={props} fallback={() => null} className="pg-quick-buy" />;
}

interface EventDaysProps {
  days: EventDay[];
  teasers: ProgrammeTeaser[];
  /** The page's parcel props when the quick-buy flag is on (design settings): entries that can be booked offer the booking widget. */
  quickBuy?: ParcelProps | null;
}

/** Events grouped by day (spec §2), each teaser after the events of its day. */
export function EventDays({ days, teasers, quickBuy = null }: EventDaysProps) {
  const locale = useLocale();
  const shopOffline = useShopOffline();
  return (
    <div className="pg-days">
      {days.map((day, dayIndex) => (
        <section key={day.date} className="pg-day" aria-labelledby={`pg-day-${day.date}`}>
          <h2 id={`pg-day-${day.date}`} className="pg-day__title">
            <time dateTime={day.date}>{formatDate(day.date_start, locale)}</time>
          </h2>
          <ul className="pg-day__events">
            {day.events.map((event, index) => (
              <li key={event.id}>
                {/* The list's first image is in the first view, the page's largest paint on a phone. */}
                <EventCard
                  event={event}
                  eager={dayIndex === 0 && index === 0}
                  action={quickBuy && !shopOffline && offersBooking(event.availability) && <QuickBuy event={event} parcelProps={quickBuy} />}
                />
              </li>
            ))}
          </ul>
          {teasers
            .filter((teaser) => teaser.position === day.date)
            .map((teaser) => (
              <TeaserCard key={`${teaser.kind}-${teaser.id}`} teaser={teaser} />
            ))}
        </section>
      ))}
    </div>
  );
}
