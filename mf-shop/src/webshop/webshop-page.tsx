import { isShopOffline, useSettingsStore } from '@festival/shared/stores/settings-store';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { WebshopSection } from '../components/webshop-section';
import { parseWebshopPath, webshopPath, type WebshopRoute } from '@festival/shared/routes/webshop-paths';
import { BookingWidget } from '../features/booking-widget/components/booking-widget';
import { CartPage } from '../features/cart/components/cart-page';
import { OrderLookupPage, OrderPage } from '../features/orders/components/order-pages';
import { ShopCalendarPage } from '../features/shop-calendar/components/shop-calendar-page';
import { ShopEventPage } from '../features/shop-event/components/shop-event-page';
import { WebshopHome } from '../features/webshop/components/webshop-home';
import { CheckoutRoute } from './checkout-route';
import { webshopDataKey, type WebshopData } from './load-webshop';

/** Pages that sell; while the shop is offline (spec §6) they say so, orders can still be looked up. */
const SELLING = new Set<WebshopRoute['name']>(['home', 'cart', 'checkout', 'calendar', 'event']);

function Notice({ title, text }: { title: string; text: string }) {
  const { t } = useLocaleT('webshop');
  return (
    <WebshopSection id="sp-notice" title={title}>
      <p role="status">{text}</p>
      <p className="sp-actions">
        <Link to="events" className="fs-button">{t('toProgramme')}</Link>
        <Link href={webshopPath({ name: 'lookup' })} className="fs-button fs-button--secondary">{t('lookup.title')}</Link>
      </p>
    </WebshopSection>
  );
}

/**
 * The webshop area (spec §2 webshop layout): the shell mounts this parcel for /webshop/* and
 * its sister paths and passes the sub-path as params['*']; links go through props.navigate.
 * `initialData` is what the server rendered the page with (load-webshop.ts).
 */
export function WebshopPage(props: ParcelProps) {
  const { t } = useLocaleT('webshop');
  const { locale } = props;
  const route = parseWebshopPath(props.params['*']);
  const offline = useSettingsStore(isShopOffline);
  const served = props.initialData as WebshopData | undefined;
  const initial = served?.key === webshopDataKey(route, props.query) ? served : undefined;

  if (offline && SELLING.has(route.name)) return <Notice title={t('title')} text={t('offline')} />;
  switch (route.name) {
    case 'home': return <WebshopHome />;
    case 'cart': return <CartPage locale={locale} />;
    case 'checkout': return <CheckoutRoute locale={locale} />;
    case 'lookup': return <OrderLookupPage locale={locale} />;
    case 'order': return <OrderPage key={route.code} code={route.code} locale={locale} />;
    case 'calendar': return <ShopCalendarPage month={props.query.month} locale={locale} initial={initial?.calendar} />;
    case 'event':
      return <ShopEventPage key={route.jet} jet={route.jet} locale={locale} initial={initial?.event} booking={(event) => <BookingWidget {...props} data={{ event }} />} />;
    case 'not-found': return <Notice title={t('notFound.title')} text={t('notFound.text')} />;
  }
}
