import { useState } from 'react';
import type { Order } from '@festival/shared/api-schemas/shop';
import { CART_UPDATED, dispatchAppEvent } from '@festival/shared/events/app-events';
import type { Locale } from '@festival/shared/i18n/locales';
import { useLocaleT, useNavigateTo } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { LoadError } from '@festival/shared/ui/load-error';
import { Skeleton } from '@festival/shared/ui/skeleton';
import { WebshopSection } from '../components/webshop-section';
import { webshopPath } from '@festival/shared/routes/webshop-paths';
import { CartCountdown } from '../features/cart/components/cart-countdown';
import { CartNotice } from '../features/cart/components/cart-notice';
import { CartSummary } from '../features/cart/components/cart-summary';
import { useCartPage } from '../features/cart/stores/use-cart-page';
import { CheckoutForm } from '../features/checkout/components/checkout-form';
import { useOrderStore } from '../features/orders/stores/order-store';

/**
 * Checkout (/webshop/checkout): the cart's live tickets with their countdown, then contact
 * details, consent and payment method. A placed order opens its confirmation; holds that ran
 * out first leave the cart empty with a message saying so.
 */
export function CheckoutRoute({ locale }: { locale: Locale }) {
  const { t } = useLocaleT('webshop');
  const state = useCartPage(locale);
  const navigate = useNavigateTo();
  const { cart } = state;
  const [closedIds, setClosedIds] = useState<number[]>([]);
  const closedTitles = [...new Set((cart?.items ?? []).filter((item) => closedIds.includes(item.id)).map((item) => item.event_title))];

  const placed = (order: Order) => {
    useOrderStore.getState().show(order, true);
    // The api has cleared the cart cookies; the header's indicator reads them on this event.
    dispatchAppEvent(CART_UPDATED, {});
    navigate(webshopPath({ name: 'order', code: order.code }));
  };

  let body;
  if (state.status === 'error') body = <LoadError onRetry={() => void state.load(locale)} />;
  else if (!cart) body = <Skeleton lines={6} />;
  else if (cart.tickets_quantity === 0) {
    body = (
      <>
        <p>{t('checkout.nothingHeld')}</p>
        <p className="sp-actions">
          <Link href={webshopPath({ name: 'cart' })} className="fs-button">{t('home.toCart')}</Link>
          <Link to="events" className="fs-button fs-button--accent">{t('toProgramme')}</Link>
        </p>
      </>
    );
  } else {
    body = (
      <div className="sp-checkout">
        {state.deadline !== null && <CartCountdown deadline={state.deadline} onExpired={state.expire} />}
        <CartSummary cart={cart} locale={locale} />
        {closedTitles.length > 0 && (
          <p role="alert" className="sp-notice">
            {t('checkout.salesClosed', { titles: closedTitles.join(', ') })}{' '}
            <Link href={webshopPath({ name: 'cart' })}>{t('home.toCart')}</Link>
          </p>
        )}
        <CheckoutForm locale={locale} onPlaced={placed} onExpired={state.expire} onSalesClosed={setClosedIds} />
      </div>
    );
  }

  return (
    <WebshopSection id="sp-checkout" title={t('checkout.title')}>
      <CartNotice notice={state.notice} />
      {body}
    </WebshopSection>
  );
}
