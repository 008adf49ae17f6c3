import type { Order } from '@festival/shared/api-schemas/shop';
import type { Locale } from '@festival/shared/i18n/locales';
import { useLocaleT, useNavigateTo } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { WebshopSection } from '../../../components/webshop-section';
import { webshopPath } from '@festival/shared/routes/webshop-paths';
import { useOrderStore } from '../stores/order-store';
import { OrderDetails } from './order-details';
import { OrderLookupForm } from './order-lookup-form';

/** Shows a found order on its own page, /webshop/orders/{code}. */
function useShowOrder() {
  const navigate = useNavigateTo();
  return (order: Order) => {
    useOrderStore.getState().show(order, false);
    navigate(webshopPath({ name: 'order', code: order.code }));
  };
}

/** The order lookup (/webshop/orders): code and e-mail address. */
export function OrderLookupPage({ locale }: { locale: Locale }) {
  const { t } = useLocaleT('webshop');
  const showOrder = useShowOrder();
  return (
    <WebshopSection id="sp-lookup" title={t('lookup.title')}>
      <p>{t('lookup.intro')}</p>
      <OrderLookupForm locale={locale} onFound={showOrder} />
    </WebshopSection>
  );
}

/**
 * One order (/webshop/orders/{code}): the confirmation right after checkout, or the result of
 * a lookup. Opened cold, it asks for the e-mail address first.
 */
export function OrderPage({ code, locale }: { code: string; locale: Locale }) {
  const { t } = useLocaleT('webshop');
  const order = useOrderStore((state) => (state.order?.code === code ? state.order : null));
  const placed = useOrderStore((state) => state.placed);
  const showOrder = useShowOrder();
  const title = order && placed ? t('order.thanks') : t('order.title', { code });

  return (
    <WebshopSection id="sp-order" title={title}>
      {order ? (
        <>
          {placed && <p role="status">{t('order.placedText')}</p>}
          <OrderDetails order={order} locale={locale} />
          <p className="sp-note">{t('order.keepCode')}</p>
          <p className="sp-actions">
            <Link to="events" className="fs-button">{t('toProgramme')}</Link>
            <Link href={webshopPath({ name: 'lookup' })} className="fs-button fs-button--secondary">{t('lookup.title')}</Link>
          </p>
        </>
      ) : (
        <>
          <p>{t('order.askEmail')}</p>
          <OrderLookupForm locale={locale} code={code} onFound={showOrder} />
        </>
      )}
    </WebshopSection>
  );
}
