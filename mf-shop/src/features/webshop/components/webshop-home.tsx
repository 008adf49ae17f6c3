import { useEffect } from 'react';
import { useHydrated } from '@festival/shared/ssr/use-hydrated';
import { useCartStore } from '@festival/shared/stores/cart-store';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { WebshopSection } from '../../../components/webshop-section';
import { webshopPath } from '@festival/shared/routes/webshop-paths';

/** The webshop's start (/webshop): the state of the cart and the ways on, to the programme, the calendar, an order. */
export function WebshopHome() {
  const { t } = useLocaleT('webshop');
  // The count is the visitor's: the server and the hydrating render show an empty cart.
  const hydrated = useHydrated();
  const cookieCount = useCartStore((state) => state.count);
  const count = hydrated ? cookieCount : 0;
  const refresh = useCartStore((state) => state.refresh);
  useEffect(() => refresh(), [refresh]);

  return (
    <WebshopSection id="sp-webshop" title={t('title')}>
      <p>{t('home.intro')}</p>
      <p>{count > 0 ? t('home.cart', { count }) : t('cart.empty')}</p>
      <p className="sp-actions">
        {count > 0 && <Link href={webshopPath({ name: 'cart' })} className="fs-button fs-button--accent">{t('home.toCart')}</Link>}
        <Link to="events" className="fs-button">{t('toProgramme')}</Link>
        <Link href={webshopPath({ name: 'calendar' })} className="fs-button">{t('calendar.title')}</Link>
        <Link href={webshopPath({ name: 'lookup' })} className="fs-button fs-button--secondary">{t('lookup.title')}</Link>
      </p>
    </WebshopSection>
  );
}
