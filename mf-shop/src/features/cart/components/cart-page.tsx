import type { Locale } from '@festival/shared/i18n/locales';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { LoadError } from '@festival/shared/ui/load-error';
import { Skeleton } from '@festival/shared/ui/skeleton';
import { webshopPath } from '@festival/shared/routes/webshop-paths';
import { CartTotal } from '../../../components/ticket-line';
import { WebshopSection } from '../../../components/webshop-section';
import { useCartPage } from '../stores/use-cart-page';
import { CartCountdown } from './cart-countdown';
import { CartItemRow } from './cart-item-row';
import { CartNotice } from './cart-notice';

/** The webshop's cart (/webshop/cart): the lines with a countdown to the end of the holds, amounts, removal. */
export function CartPage({ locale }: { locale: Locale }) {
  const { t } = useLocaleT('webshop');
  const state = useCartPage(locale);
  const { cart } = state;

  let body;
  if (state.status === 'error') body = <LoadError onRetry={() => void state.load(locale)} />;
  else if (!cart) body = <Skeleton lines={4} />;
  else if (cart.items.length === 0) {
    body = (
      <>
        <p>{t('cart.empty')}</p>
        <p className="sp-actions">
          <Link to="events" className="fs-button fs-button--accent">{t('toProgramme')}</Link>
          <Link href={webshopPath({ name: 'calendar' })} className="fs-button">{t('calendar.title')}</Link>
        </p>
      </>
    );
  } else {
    body = (
      <>
        {state.deadline !== null && <CartCountdown deadline={state.deadline} onExpired={state.expire} />}
        <ul className="sp-cart-items" aria-label={t('cart.items')}>
          {cart.items.map((item) => (
            <CartItemRow
              key={item.id}
              item={item}
              locale={locale}
              maxQuantity={cart.max_quantity}
              busy={state.busyId === item.id}
              onChange={(quantity) => void state.change(item.id, quantity, locale)}
              onRemove={() => void state.remove(item.id, locale)}
            />
          ))}
        </ul>
        <CartTotal total={cart.total} />
        <p className="sp-actions">
          {cart.tickets_quantity > 0 && (
            <Link href={webshopPath({ name: 'checkout' })} className="fs-button fs-button--accent">{t('cart.toCheckout')}</Link>
          )}
          <Link to="events" className="fs-button">{t('cart.chooseMore')}</Link>
        </p>
      </>
    );
  }

  return (
    <WebshopSection id="sp-cart" title={t('cart.title')}>
      <CartNotice notice={state.notice} />
      {body}
    </WebshopSection>
  );
}
