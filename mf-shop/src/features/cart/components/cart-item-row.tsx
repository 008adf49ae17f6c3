import type { CartItem } from '@festival/shared/api-schemas/shop';
import { totalOfLines } from '@festival/shared/format/money';
import { formatPrice } from '@festival/shared/format/price';
import type { Locale } from '@festival/shared/i18n/locales';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { TicketLine } from '../../../components/ticket-line';

interface CartItemRowProps {
  item: CartItem;
  locale: Locale;
  maxQuantity: number;
  busy: boolean;
  onChange: (quantity: number) => void;
  onRemove: () => void;
}

/**
 * One cart line: what it is, its amount (1 up to the cart's maximum), its sum and removal; a line
 * whose event closed its sales says so and can only be lowered or removed (an order with it is refused).
 */
export function CartItemRow({ item, locale, maxQuantity, busy, onChange, onRemove }: CartItemRowProps) {
  const { t } = useLocaleT('webshop');
  const name = `${item.event_title}, ${item.price_name}`;
  return (
    <li className={`sp-cart-item${item.expired ? ' sp-cart-item--expired' : ''}`} aria-busy={busy || undefined}>
      <TicketLine item={item} locale={locale} />
      <span className="sp-cart-item__unit">{t('cart.unitPrice', { price: formatPrice(item.unit_price) })}</span>
      {item.expired ? (
        <span className="sp-badge sp-badge--expired">{t('cart.expired')}</span>
      ) : (
        <span className="sp-stepper">
          {item.sales_closed && <span className="sp-badge sp-badge--sales_closed">{t('availability.sales_closed')}</span>}
          <button type="button" disabled={busy || item.quantity <= 1} onClick={() => onChange(item.quantity - 1)} aria-label={t('cart.less', { name })}>
            −
          </button>
          <output aria-label={t('cart.amount', { name, count: item.quantity })}>{item.quantity}</output>
          <button type="button" disabled={busy || item.sales_closed || item.quantity >= maxQuantity} onClick={() => onChange(item.quantity + 1)} aria-label={t('cart.more', { name })}>
            +
          </button>
        </span>
      )}
      <span className="sp-cart-item__sum">{item.expired ? '' : formatPrice(totalOfLines([{ price: item.unit_price, quantity: item.quantity }]))}</span>
      <button type="button" className="sp-link-button sp-cart-item__remove" disabled={busy} onClick={onRemove} aria-label={t('cart.removeItem', { name })}>
        {t('cart.remove')}
      </button>
    </li>
  );
}
