import { useId, useState } from 'react';
import { apiGet, apiRequest } from '@festival/shared/api-client/api-client';
import { useApiData } from '@festival/shared/api-client/use-api-data';
import type { EventDetail } from '@festival/shared/api-schemas/programme';
import type { CalendarFeedCreated, CalendarFeedState } from '@festival/shared/api-schemas/account-calendar';
import { downloadCalendar } from '@festival/shared/calendar/download-calendar';
import { eventsCalendar } from '@festival/shared/calendar/events-calendar';
import type { Locale } from '@festival/shared/i18n/locales';
import { useSessionStore } from '@festival/shared/stores/session-store';
import { useLocale, useLocaleT } from '@festival/shared/ui/app-context';

function plainText(html: string): string {
  const element = document.createElement('div');
  element.innerHTML = html;
  return (element.textContent ?? '').trim();
}

/** The favourites as a calendar file, for visitors without an account or a calendar that does not subscribe. */
function downloadFavourites(events: EventDetail[], locale: Locale, name: string): void {
  const text = eventsCalendar(events.map((event) => ({
    id: event.id, title: event.title || event.name, date_start: event.date_start, date_end: event.date_end,
    description: plainText(event.description), venue: event.venue.name, room: event.room, address: event.venue.address, link: event.link,
  })), { origin: window.location.origin, locale, name });
  downloadCalendar(text, `${name.toLowerCase().replace(/\s+/g, '-')}.ics`);
}

/** A signed-in visitor's private feed: made (its URL shown once), made anew, or ended. */
function FeedControls({ locale }: { locale: Locale }) {
  const { t } = useLocaleT('shell');
  const urlId = useId();
  const state = useApiData((signal) => apiGet<CalendarFeedState>('/api/account/calendar/', { locale, signal }), [locale]);
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const perform = (run: () => Promise<void>) => {
    setFailed(false);
    run().catch((error: unknown) => {
      console.warn('calendar feed', error);
      setFailed(true);
    });
  };
  const create = () => perform(async () => {
    setUrl((await apiRequest<CalendarFeedCreated>('/api/account/calendar/', { method: 'POST', locale })).url);
    state.reload();
  });
  const revoke = () => perform(async () => {
    await apiRequest<null>('/api/account/calendar/', { method: 'DELETE', locale });
    setUrl(null);
    state.reload();
  });
  const active = url !== null || state.data?.active === true;
  return (
    <>
      {url && (
        <p className="sh-my-festival__feed">
          <label htmlFor={urlId}>{t('myFestival.feedUrl')}</label>
          <input id={urlId} type="text" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
        </p>
      )}
      {!url && active && <p>{t('myFestival.feedActive')}</p>}
      <p className="sh-my-festival__actions">
        <button type="button" className="fs-button" onClick={create}>{t(active ? 'myFestival.feedRenew' : 'myFestival.feedCreate')}</button>
        {active && <button type="button" className="fs-button fs-button--secondary" onClick={revoke}>{t('myFestival.feedRevoke')}</button>}
      </p>
      {failed && <p role="alert">{t('myFestival.feedFailed')}</p>}
    </>
  );
}

/** Mein Festival's calendar: a private feed for signed-in visitors, a file for everyone. */
export function CalendarSection({ events }: { events: EventDetail[] }) {
  const { t } = useLocaleT('shell');
  const locale = useLocale();
  const signedIn = useSessionStore((state) => state.details?.is_logged_in === true);
  return (
    <section aria-labelledby="sh-my-festival-calendar">
      <h2 id="sh-my-festival-calendar">{t('myFestival.calendar')}</h2>
      <p>{t(signedIn ? 'myFestival.feedIntro' : 'myFestival.fileIntro')}</p>
      {signedIn && <FeedControls locale={locale} />}
      <p>
        <button type="button" className="fs-button fs-button--secondary" disabled={events.length === 0}
          onClick={() => downloadFavourites(events, locale, t('myFestival.title'))}>
          {t('myFestival.download')}
        </button>
      </p>
    </section>
  );
}
