import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { CART_UPDATED, onAppEvent } from '@festival/shared/events/app-events';
import { WEBSHOP_PATH } from '@festival/shared/routes/area-paths';
import { useCartStore } from '@festival/shared/stores/cart-store';
import { isShopOffline } from '@festival/shared/stores/settings-store';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { useClientValue } from '@festival/shared/ssr/use-hydrated';
import { useSettings } from '../chrome/chrome-content';

/**
 * The header's cart (spec §4): the count from the cartAmount cookie, read again on every
 * cart-updated event and route change; "Webshop offline" while the shop is offline (spec §6).
 * The shell draws it from the cookies the shop writes, so a page loads the shop only where it
 * sells. The server and the hydrating render show no cart (the count is the visitor's); the link
 * renders again right after hydration only when the visitor has one.
 */
function CartIcon() {
  return (
    <svg className="sh-cart__icon" aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24">
      <path d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="9" cy="19" r="1.5" fill="currentColor" />
      <circle cx="17" cy="19" r="1.5" fill="currentColor" />
    </svg>
  );
}

export function CartLink() {
  const { t } = useLocaleT('shell');
  const cookieCount = useCartStore((state) => state.count);
  const cookieUrl = useCartStore((state) => state.url);
  const refresh = useCartStore((state) => state.refresh);
  const offline = isShopOffline({ settings: useSettings() });
  const { pathname, search } = useLocation();
  const count = useClientValue(() => cookieCount, 0);
  const url = useClientValue(() => cookieUrl, null);

  useEffect(() => refresh(), [refresh, pathname, search]);
  useEffect(() => onAppEvent(CART_UPDATED, refresh), [refresh]);

  // On a phone the words are read but not shown: the dimmed icon keeps the header's line and the logo whole.
  if (offline) {
    return (
      <span className="sh-cart sh-cart--offline" title={t('header.shopOffline')}>
        <CartIcon />
        <span className="sh-cart__offline-text">{t('header.shopOffline')}</span>
      </span>
    );
  }
  // WCAG 2.5.3: the name holds the count the link shows, also when it is 0.
  return (
    <Link href={url || WEBSHOP_PATH} className="sh-cart" aria-label={t('header.cart', { count })}>
      <CartIcon />
      <span className="sh-cart__count" aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}
