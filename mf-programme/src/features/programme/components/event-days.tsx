import type { EventDay, ProgrammeTeaser } from '@festival/shared/api-schemas/programme';
import { formatDate } from '@festival/shared/format/dates';
import { useLocale } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
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

/** Events grouped by day (spec §2), each teaser after the events of its day. */
export function EventDays({ days, teasers }: { days: EventDay[]; teasers: ProgrammeTeaser[] }) {
  const locale = useLocale();
  return (
    <div className="pg-days">
      {days.map((day) => (
        <section key={day.date} className="pg-day" aria-labelledby={`pg-day-${day.date}`}>
          <h2 id={`pg-day-${day.date}`} className="pg-day__title">
            <time dateTime={day.date}>{formatDate(day.date_start, locale)}</time>
          </h2>
          <ul className="pg-day__events">
            {day.events.map((event) => (
              <li key={event.id}>
                <EventCard event={event} />
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
