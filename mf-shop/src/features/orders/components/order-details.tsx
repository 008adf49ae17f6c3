import type { Order } from '@festival/shared/api-schemas/shop';
import { formatDateTime } from '@festival/shared/format/dates';
import type { Locale } from '@festival/shared/i18n/locales';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { TicketLines } from '../../../components/ticket-line';

/** An order as its buyer sees it: code, state, how to pay, the tickets and the total. */
export function OrderDetails({ order, locale }: { order: Order; locale: Locale }) {
  const { t } = useLocaleT('webshop');
  return (
    <div className="sp-order">
      <p className="sp-order__code">
        {t('order.code')} <strong data-testid="order-code">{order.code}</strong>
      </p>
      <dl className="sp-facts">
        <dt>{t('order.status')}</dt>
        <dd>{t(`order.states.${order.status}`)}</dd>
        <dt>{t('order.placedAt')}</dt>
        <dd><time dateTime={order.created_at}>{formatDateTime(order.created_at, locale)}</time></dd>
        <dt>{t('order.buyer')}</dt>
        <dd>{order.first_name} {order.last_name}, {order.email}</dd>
        <dt>{t('order.payment')}</dt>
        <dd>
          {order.payment_method.name}
          {order.payment_method.description && <span className="sp-facts__text">{order.payment_method.description}</span>}
        </dd>
      </dl>
      <h2 className="sp-panel__title">{t('order.tickets')}</h2>
      <TicketLines items={order.items} total={order.total} locale={locale} />
    </div>
  );
}
