import type { Order } from '@festival/shared/api-schemas/shop';
import { formatDateTime } from '@festival/shared/format/dates';
import { formatPrice } from '@festival/shared/format/price';
import { useLocale, useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';

/** The orders kept in this browser: code, and per line the event, its time, venue and room, the seats. */
export function MyOrders({ orders }: { orders: Order[] }) {
  const { t } = useLocaleT('shell');
  const locale = useLocale();
  if (orders.length === 0) return <p>{t('myFestival.noOrders')}</p>;
  return (
    <ul className="sh-my-festival__orders">
      {orders.map((order) => (
        <li key={order.code} className="sh-my-festival__order">
          <p>
            {t('myFestival.orderCode')}: <strong className="sh-my-festival__code">{order.code}</strong>
            {' · '}{formatPrice(order.total)}
          </p>
          <ul>
            {order.items.map((item, index) => (
              <li key={`${item.event_link}-${index}`}>
                <Link href={item.event_link}>{item.event_title}</Link>
                {' · '}{formatDateTime(item.timeslot?.time_start ?? item.date_start, locale)}
                {' · '}{t('myFestival.place', { venue: item.venue, room: item.room })}
                {' · '}{t('myFestival.tickets', { quantity: item.quantity, price: item.price_name, seatGroup: item.seat_group })}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
