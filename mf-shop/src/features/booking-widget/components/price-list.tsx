import { useState } from 'react';
import type { PriceItem } from '@festival/shared/api-schemas/programme';
import { formatPrice } from '@festival/shared/format/price';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { amountOf, type SelectedTicket } from '../stores/booking-store';

/** Spec §4: the first two prices, all of them when there are more and show-more is on. */
const COLLAPSED_PRICES = 2;

interface PriceListProps {
  prices: PriceItem[];
  selected: SelectedTicket[];
  onAdd: (price: PriceItem, max: number) => void;
  /** The most of a price that may be chosen (maxAmountOf). */
  maxOf: (price: PriceItem) => number;
  onRemove: (price: PriceItem) => void;
  /** Spec §9: the first price of a seat group is its full price, named "Vollpreis". */
  firstIsFull?: boolean;
  /** Show each price's conditions (the discounts step). */
  withText?: boolean;
}

export function PriceList({ prices, selected, onAdd, maxOf, onRemove, firstIsFull = true, withText = false }: PriceListProps) {
  const { t } = useLocaleT('shop');
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? prices : prices.slice(0, COLLAPSED_PRICES);
  return (
    <div className={`sp-prices${expanded ? ' sp-prices--expanded' : ''}`}>
      <ul>
        {shown.map((price, index) => {
          const name = firstIsFull && index === 0 ? t('booking.fullPrice') : price.name || price.text;
          const amount = amountOf(selected, price);
          const max = maxOf(price);
          return (
            <li key={price.id} className="sp-price">
              <span className="sp-price__name">
                {name}
                {withText && price.text && price.text !== name && <small className="sp-price__text">{price.text}</small>}
              </span>
              <span className="sp-price__value">{formatPrice(price.price)}</span>
              <span className="sp-stepper">
                <button type="button" onClick={() => onRemove(price)} disabled={amount === 0} aria-label={t('booking.remove', { name })}>
                  −
                </button>
                <output aria-live="polite" aria-label={t('booking.amount', { name, count: amount })}>
                  {amount}
                </output>
                <button type="button" onClick={() => onAdd(price, max)} disabled={amount >= max} aria-label={t('booking.add', { name })}>
                  +
                </button>
              </span>
            </li>
          );
        })}
      </ul>
      {prices.length > COLLAPSED_PRICES && (
        <button type="button" className="sp-link-button" aria-expanded={expanded} onClick={() => setExpanded((value) => !value)}>
          {expanded ? t('booking.showLess') : t('booking.showMore')}
        </button>
      )}
    </div>
  );
}
