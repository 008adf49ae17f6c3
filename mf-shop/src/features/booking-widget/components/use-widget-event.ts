import { useEffect, useState } from 'react';
import type { EventDetail } from '@festival/shared/api-schemas/programme';
import type { Locale } from '@festival/shared/i18n/locales';
import { getEvent } from '../api/get-event';

export type WidgetEvent =
  | { status: 'ready'; event: EventDetail }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'none' };

/**
 * The event the widget books: given whole (the event page hands in its own detail answer), or,
 * for a quick-buy widget on a programme entry, only its id: then the detail answer is loaded
 * when the widget first opens, so the list stays light and the widget counts seats, prices and
 * limits from the same answer as the event page.
 */
export function useWidgetEvent(data: Record<string, unknown> | undefined, open: boolean, locale: Locale): WidgetEvent {
  const given = data?.event as EventDetail | undefined;
  const eventId = typeof data?.eventId === 'number' ? data.eventId : null;
  const [loaded, setLoaded] = useState<WidgetEvent>({ status: 'none' });
  const wanted = open && !given && eventId !== null;
  useEffect(() => {
    if (!wanted) return undefined;
    const controller = new AbortController();
    setLoaded({ status: 'loading' });
    getEvent(eventId, locale, controller.signal).then(
      (event) => setLoaded({ status: 'ready', event }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('quick-buy event', error);
        setLoaded({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [wanted, eventId, locale]);
  if (given) return { status: 'ready', event: given };
  return loaded;
}
