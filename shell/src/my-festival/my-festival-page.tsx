import { useEffect, useMemo } from 'react';
import { useApiData } from '@festival/shared/api-client/use-api-data';
import { useOnline } from '@festival/shared/network/use-online';
import { useHydrated } from '@festival/shared/ssr/use-hydrated';
import { useFavoritesStore, type Favorite } from '@festival/shared/stores/favorites-store';
import { useOrdersStore } from '@festival/shared/stores/orders-store';
import type { Order } from '@festival/shared/api-schemas/shop';
import { useLocale, useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { LoadError } from '@festival/shared/ui/load-error';
import { Skeleton } from '@festival/shared/ui/skeleton';
import { keepPages } from '../service-worker/worker-messages';
import { favouriteEventIds, getFavouriteEvents } from './favourite-events';
import { CalendarSection } from './calendar-section';
import { MyOrders } from './my-orders';
import { personalSchedule } from './personal-schedule';
import { ScheduleList } from './schedule-list';
import './my-festival.css';

const NO_FAVOURITES: Favorite[] = [];
const NO_ORDERS: Order[] = [];

/**
 * Mein Festival: the favourites as a personal schedule by day and time, and the orders placed in
 * this browser. Both live in this browser, so the server renders the frame only. Online, every
 * event, venue and order page it links is kept for the venue without network.
 */
export default function MyFestivalPage() {
  const { t } = useLocaleT('shell');
  const locale = useLocale();
  const hydrated = useHydrated();
  const online = useOnline();
  const favourites = useFavoritesStore((state) => state.items);
  const storedOrders = useOrdersStore((state) => state.items);
  const orders = hydrated ? storedOrders : NO_ORDERS;
  const ids = useMemo(() => favouriteEventIds(hydrated ? favourites : NO_FAVOURITES), [hydrated, favourites]);
  const key = ids.join(',');
  const events = useApiData((signal) => getFavouriteEvents(key ? key.split(',') : [], locale, signal), [key, locale]);
  const days = useMemo(() => (events.data ? personalSchedule(events.data) : []), [events.data]);

  useEffect(() => {
    if (!online || !events.data) return;
    const links = [...events.data.flatMap((event) => [event.link, event.venue.link]), ...orders.flatMap((order) => order.items.map((item) => item.event_link))];
    keepPages([...new Set(links)].map((link) => new URL(link, window.location.origin).href));
  }, [online, events.data, orders]);

  return (
    <section className="sh-my-festival" aria-labelledby="sh-my-festival-title">
      <h1 id="sh-my-festival-title" className="sh-page-title">{t('myFestival.title')}</h1>
      <p>{t('myFestival.intro')}</p>
      <section aria-labelledby="sh-my-festival-schedule">
        <h2 id="sh-my-festival-schedule">{t('myFestival.schedule')}</h2>
        {!hydrated || events.status === 'loading' ? (
          <Skeleton lines={4} />
        ) : events.status === 'error' ? (
          <LoadError onRetry={events.reload} />
        ) : days.length === 0 ? (
          <p>
            {t('myFestival.empty')} <Link to="events">{t('myFestival.toProgramme')}</Link>
          </p>
        ) : (
          <ScheduleList days={days} />
        )}
      </section>
      <section aria-labelledby="sh-my-festival-orders">
        <h2 id="sh-my-festival-orders">{t('myFestival.orders')}</h2>
        <MyOrders orders={orders} />
      </section>
      {hydrated && <CalendarSection events={events.data ?? []} />}
    </section>
  );
}
