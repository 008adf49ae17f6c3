import type { Cart } from '@festival/shared/api-schemas/shop';
import type { Locale } from '@festival/shared/i18n/locales';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { TicketLines } from '../../../components/ticket-line';

/** The live lines of a cart, read only, with their total: what an order will be placed for. */
export function CartSummary({ cart, locale }: { cart: Cart; locale: Locale }) {
  const { t } = useLocaleT('webshop');
  return (
    <section className="sp-panel" aria-labelledby="sp-cart-summary-title">
      <h2 id="sp-cart-summary-title" className="sp-panel__title">{t('checkout.summary')}</h2>
      <TicketLines items={cart.items.filter((item) => !item.expired)} total={cart.total} locale={locale} />
    </section>
  );
}
