import type { OrderItem } from '@festival/shared/api-schemas/shop';
import { formatDateTime, formatTime } from '@festival/shared/format/dates';
import { formatPrice } from '@festival/shared/format/price';
import type { Locale } from '@festival/shared/i18n/locales';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';

/** What one line of tickets is for: the event, when and where, seat group, price and time slot. */
export function TicketLine({ item, locale }: { item: OrderItem; locale: Locale }) {
  const { t } = useLocaleT('webshop');
  return (
    <div className="sp-ticket">
      <Link href={item.event_link} className="sp-ticket__event">{item.event_title}</Link>
      <span className="sp-ticket__meta">
        <time dateTime={item.date_start}>{formatDateTime(item.date_start, locale)}</time>
        {item.venue && `, ${item.venue}`}
      </span>
      <span className="sp-ticket__meta">
        {item.seat_group} · {item.price_name}
        {item.timeslot && (
          <>
            {' · '}
            {t('ticket.timeslot')} <time dateTime={item.timeslot.time_start}>{formatTime(item.timeslot.time_start, locale)}</time>
          </>
        )}
      </span>
    </div>
  );
}

/** Lines of tickets, read only, with how many at what price, and their total (checkout, confirmation, lookup). */
export function TicketLines({ items, total, locale }: { items: OrderItem[]; total: string; locale: Locale }) {
  const { t } = useLocaleT('webshop');
  return (
    <>
      <ul className="sp-lines">
        {items.map((item, index) => (
          <li key={index} className="sp-line">
            <TicketLine item={item} locale={locale} />
            <span className="sp-line__amount">{t('order.amount', { count: item.quantity, price: formatPrice(item.unit_price) })}</span>
          </li>
        ))}
      </ul>
      <CartTotal total={total} />
    </>
  );
}

export function CartTotal({ total }: { total: string }) {
  const { t } = useLocaleT('webshop');
  return (
    <p className="sp-total">
      {t('cart.total')} <strong>{formatPrice(total)}</strong>
    </p>
  );
}
