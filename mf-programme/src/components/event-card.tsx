import type { ReactNode } from 'react';
import type { EventCard as EventCardData } from '@festival/shared/api-schemas/programme';
import { formatTime } from '@festival/shared/format/dates';
import { useLocale } from '@festival/shared/ui/app-context';
import { FavoriteButton } from '@festival/shared/ui/favorite-button';
import { Link } from '@festival/shared/ui/link';
import { ResponsiveImage } from '@festival/shared/ui/responsive-image';
import { AvailabilityBadge } from './availability-badge';

interface EventCardProps {
  event: EventCardData;
  headingLevel?: 2 | 3 | 4;
  eager?: boolean;
  /** A control for this event (the quick-buy widget): inside the card, above its divider. */
  action?: ReactNode;
}

/** One event in a list: time, title, place and ticket availability, linked to its detail page. */
export function EventCard({ event, headingLevel = 3, eager = false, action = null }: EventCardProps) {
  const locale = useLocale();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="pg-card">
      {event.image_obj && (
        <ResponsiveImage className="pg-card__image" image={event.image_obj.url} alt={event.image_obj.alt} sizes="(min-width: 48em) 12rem, 100vw" eager={eager} />
      )}
      <div className="pg-card__body">
        <p className="pg-card__time">
          <time dateTime={event.date_start}>{formatTime(event.date_start, locale)}</time>
          {event.exhibition_type && <span className="pg-card__type"> · {event.exhibition_type}</span>}
        </p>
        {event.preline && <p className="pg-card__preline">{event.preline}</p>}
        <Heading className="pg-card__title">
          <Link href={event.link}>{event.headline || event.name}</Link>
        </Heading>
        {event.subline && <p className="pg-card__subline">{event.subline}</p>}
        <p className="pg-card__place">{[event.venue, event.room].filter(Boolean).join(', ')}</p>
        <AvailabilityBadge availability={event.availability} />
        <FavoriteButton item={{ id: `event-${event.id}`, title: event.headline || event.name, url: event.link, date_start: event.date_start }} />
        {action}
      </div>
    </article>
  );
}
