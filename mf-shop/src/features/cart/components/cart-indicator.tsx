import { useEffect } from 'react';
import { CART_UPDATED, onAppEvent } from '@festival/shared/events/app-events';
import { WEBSHOP_PATH } from '@festival/shared/routes/area-paths';
import { useCartStore } from '@festival/shared/stores/cart-store';
import { isShopOffline, useSettingsStore } from '@festival/shared/stores/settings-store';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';

/**
 * The header's cart (spec §4): the count from the cartAmount cookie, read again on every
 * cart-updated event and route change; "Webshop offline" while the shop is offline (spec §6).
 */
export function CartIndicator({ routeName, params, query }: ParcelProps) {
  const { t } = useLocaleT('shop');
  const count = useCartStore((state) => state.count);
  const url = useCartStore((state) => state.url);
  const refresh = useCartStore((state) => state.refresh);
  const offline = useSettingsStore(isShopOffline);
  const routeKey = JSON.stringify([routeName, params, query]);

  useEffect(() => refresh(), [refresh, routeKey]);
  useEffect(() => onAppEvent(CART_UPDATED, refresh), [refresh]);

  if (offline) return <span className="sp-cart sp-cart--offline">{t('cart.offline')}</span>;
  // WCAG 2.5.3: the name holds the count the link shows, also when it is 0.
  const label = t('cart.label', { count });
  return (
    <Link href={url || WEBSHOP_PATH} className="sp-cart" aria-label={label}>
      <svg className="sp-cart__icon" aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24">
        <path d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="9" cy="19" r="1.5" fill="currentColor" />
        <circle cx="17" cy="19" r="1.5" fill="currentColor" />
      </svg>
      <span className="sp-cart__count" aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}
