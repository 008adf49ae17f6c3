import { useEffect, useRef } from 'react';
import type { PriceItem, SeatGroup } from '@festival/shared/api-schemas/programme';
import { formatTime } from '@festival/shared/format/dates';
import type { Locale } from '@festival/shared/i18n/locales';
import { useLocaleT } from '@festival/shared/ui/app-context';
import type { BookingState } from '../stores/booking-store';
import { PriceList } from './price-list';

interface MainStepProps {
  groups: SeatGroup[];
  state: BookingState;
  /** The time slot in use (spec §5: the first available one unless another was chosen). */
  slot: SeatGroup['timeslots'][number] | null;
  slotCount: number;
  locale: Locale;
  maxOf: (price: PriceItem) => number;
}

/** Spec §4 main step: each available seat group with its prices, the time slot, "Ändern" for more than one. */
export function MainStep({ groups, state, slot, slotCount, locale, maxOf }: MainStepProps) {
  const { t } = useLocaleT('shop');
  const changeSlot = useRef<HTMLButtonElement>(null);
  const discountButtons = useRef(new Map<number, HTMLButtonElement>());
  const firstGroupTitle = useRef<HTMLHeadingElement>(null);
  const { cameFrom } = state;
  // Back from a step or the summary, the focus goes where the visitor left this step (WCAG 2.4.3).
  useEffect(() => {
    if (cameFrom === null) return;
    if (cameFrom.step === 'discounts') discountButtons.current.get(cameFrom.groupId)?.focus();
    else if (cameFrom.step === 'timeslots') changeSlot.current?.focus();
    else firstGroupTitle.current?.focus();
  }, [cameFrom]);

  return (
    <div className="sp-step">
      {slot && (
        <p className="sp-slot-line">
          {t('booking.timeslot')}: <time dateTime={slot.time_start}>{formatTime(slot.time_start, locale)}</time>
          {slotCount > 1 && (
            <button ref={changeSlot} type="button" className="sp-link-button" onClick={() => state.showStep('timeslots')} aria-label={t('booking.changeSlot')}>
              {t('booking.change')}
            </button>
          )}
        </p>
      )}
      {groups.map((group, index) => (
        <div key={group.id} className="sp-group">
          <h3 ref={index === 0 ? firstGroupTitle : undefined} tabIndex={index === 0 ? -1 : undefined} className="sp-group__title">{group.seat_group}</h3>
          {group.text && <p className="sp-group__text">{group.text}</p>}
          <PriceList prices={group.prices} selected={state.selected} onAdd={state.add} maxOf={maxOf} onRemove={state.remove} />
          {group.prices.length > 1 && (
            <button
              ref={(button) => {
                if (button) discountButtons.current.set(group.id, button);
                else discountButtons.current.delete(group.id);
              }}
              type="button"
              className="sp-link-button"
              onClick={() => state.showStep('discounts', group.id)}
            >
              {t('booking.discountInfo')}
            </button>
          )}
        </div>
      ))}
    </div>
  );
}
