import { formatPrice, isFreePrice } from '@festival/shared/format/price';
import type { StickyBooking } from '@festival/shared/stores/sticky-store';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { scrollToTarget } from '../chrome/scroll-to-target';

/** The lowest price to advertise; spec §5: prices of 0.00 are left out. Null when none is left. */
export function lowestPrice(prices: readonly string[]): number | null {
  const amounts = prices.map(Number).filter((amount) => Number.isFinite(amount) && !isFreePrice(amount));
  return amounts.length > 0 ? Math.min(...amounts) : null;
}

/** Spec §2 sticky booking button: jumps to the page's booking widget, with "from" the lowest price. */
export function BookingButton({ booking }: { booking: StickyBooking }) {
  const { t } = useLocaleT('shell');
  const lowest = lowestPrice(booking.prices);
  const from = lowest === null ? null : t('sticky.from', { price: formatPrice(lowest) });
  // WCAG 2.5.3: the name is the visible text; the space keeps the two stacked lines apart in it.
  return (
    <button type="button" className="fs-button fs-button--accent sh-sticky-nav__booking" onClick={() => scrollToTarget(booking.targetId)}>
      <span>{t('sticky.booking')}</span>
      {from && (
        <>
          {' '}
          <span className="sh-sticky-nav__from">{from}</span>
        </>
      )}
    </button>
  );
}
