import type { PriceItem, SeatGroup } from '@festival/shared/api-schemas/programme';
import { useLocaleT } from '@festival/shared/ui/app-context';
import type { BookingState } from '../stores/booking-store';
import { PriceList } from './price-list';
import { useFocusOnMount } from './use-focus-on-mount';

/** Spec §4 discounts step: the discounts of one seat group (every price after the first) with their conditions. */
export function DiscountStep({ group, state, maxOf }: { group: SeatGroup; state: BookingState; maxOf: (price: PriceItem) => number }) {
  const { t } = useLocaleT('shop');
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div className="sp-step">
      <button type="button" className="sp-link-button" onClick={() => state.showStep('')}>{t('booking.back')}</button>
      <h3 ref={heading} tabIndex={-1} className="sp-step__title">{t('booking.discountsOf', { group: group.seat_group })}</h3>
      <PriceList prices={group.prices.slice(1)} selected={state.selected} onAdd={state.add} maxOf={maxOf} onRemove={state.remove} firstIsFull={false} withText />
    </div>
  );
}
