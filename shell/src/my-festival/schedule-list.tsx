import { formatDate, formatTime } from '@festival/shared/format/dates';
import { useLocale, useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import type { ScheduleDay, ScheduleEvent } from './personal-schedule';

const titleOf = (event: ScheduleEvent) => event.title || event.name;

/** The personal schedule: a list per day, each favourite with its time, venue and room, clashes and changes of venue said. */
export function ScheduleList({ days }: { days: ScheduleDay[] }) {
  const { t } = useLocaleT('shell');
  const locale = useLocale();
  return (
    <>
      {days.map((day) => (
        <section key={day.day} className="sh-my-festival__day" aria-labelledby={`sh-my-festival-day-${day.day}`}>
          <h3 id={`sh-my-festival-day-${day.day}`}>{formatDate(day.entries[0]?.event.date_start ?? day.day, locale)}</h3>
          <ol className="sh-my-festival__entries">
            {day.entries.map(({ event, clashes, travel }) => (
              <li key={event.id} className={`sh-my-festival__entry${clashes.length > 0 ? ' sh-my-festival__entry--clash' : ''}`}>
                <p className="sh-my-festival__time">
                  {t('myFestival.time', { start: formatTime(event.date_start, locale), end: formatTime(event.date_end, locale) })}
                </p>
                <p className="sh-my-festival__event"><Link href={event.link}>{titleOf(event)}</Link></p>
                <p className="sh-my-festival__place">
                  <Link href={event.venue.link}>{event.venue.name}</Link>{event.room ? `, ${event.room}` : ''}
                </p>
                {clashes.length > 0 && (
                  <p className="sh-my-festival__note sh-my-festival__note--clash">
                    {t('myFestival.clash', { titles: clashes.map(titleOf).join(', ') })}
                  </p>
                )}
                {travel && (
                  <p className="sh-my-festival__note">
                    {t('myFestival.travel', { count: travel.minutes, title: titleOf(travel.from), venue: travel.from.venue.name })}
                  </p>
                )}
              </li>
            ))}
          </ol>
        </section>
      ))}
    </>
  );
}
