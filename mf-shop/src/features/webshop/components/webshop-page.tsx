import { useEffect } from 'react';
import { useCartStore } from '@festival/shared/stores/cart-store';
import { isShopOffline, useSettingsStore } from '@festival/shared/stores/settings-store';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';

/** The webshop area (spec §2 webshop layout): the state of the cart and the way back to the programme. */
export function WebshopPage(_props: ParcelProps) {
  const { t } = useLocaleT('shop');
  const count = useCartStore((state) => state.count);
  const url = useCartStore((state) => state.url);
  const refresh = useCartStore((state) => state.refresh);
  const offline = useSettingsStore(isShopOffline);
  useEffect(() => refresh(), [refresh]);
  useEffect(() => {
    document.title = t('webshop.title');
  }, [t]);

  return (
    <section className="sp-webshop" aria-labelledby="sp-webshop-title">
      <h1 id="sp-webshop-title" className="sp-title">
        {t('webshop.title')}
      </h1>
      {offline ? (
        <p role="status">{t('webshop.offline')}</p>
      ) : (
        <>
          <p>{t('webshop.intro')}</p>
          <p>{count > 0 ? t('webshop.cart', { count }) : t('webshop.cartEmpty')}</p>
          <p className="sp-webshop__actions">
            {count > 0 && url && (
              <Link href={url} className="fs-button fs-button--accent">
                {t('webshop.toCart')}
              </Link>
            )}
            <Link to="events" className="fs-button">
              {t('webshop.toProgramme')}
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
