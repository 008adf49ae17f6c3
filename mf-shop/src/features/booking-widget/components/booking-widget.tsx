import { useState } from 'react';
import { useStore } from 'zustand';
import type { EventDetail } from '@festival/shared/api-schemas/programme';
import { formatTime } from '@festival/shared/format/dates';
import { formatPrice } from '@festival/shared/format/price';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { availableSeatGroups, createBookingStore, totalOf } from '../stores/booking-store';
import { PriceList } from './price-list';

/**
 * Seat groups and prices of the event in props.data.event (spec §3 current event data) with
 * a ticket selection; the purchase continues in the webshop.
 */
export function BookingWidget({ data, locale }: ParcelProps) {
  const { t } = useLocaleT('shop');
  const [store] = useState(createBookingStore);
  const { selected, add, remove } = useStore(store);
  const event = data?.event as EventDetail | undefined;
  if (!event) return null;

  const groups = availableSeatGroups(event.seat_groups);
  const prices = groups.flatMap((group) => group.prices);
  const total = totalOf(selected, prices);

  return (
    <section className="sp-booking" aria-label={t('booking.seatGroups')}>
      {groups.length === 0 && <p>{t('booking.soldOut')}</p>}
      {groups.map((group) => (
        <div key={group.id} className="sp-group">
          <h3 className="sp-group__title">{group.seat_group}</h3>
          {group.text && <p className="sp-group__text">{group.text}</p>}
          {group.timeslots[0] && (
            <p className="sp-group__slot">
              {t('booking.timeslot')}: <time dateTime={group.timeslots[0].time_start}>{formatTime(group.timeslots[0].time_start, locale)}</time>
            </p>
          )}
          <PriceList prices={group.prices} selected={selected} onAdd={add} onRemove={remove} />
        </div>
      ))}
      <div className="sp-summary" aria-live="polite">
        <h3 className="sp-summary__title">{t('booking.selection')}</h3>
        {selected.length === 0 ? (
          <p>{t('booking.nothingSelected')}</p>
        ) : (
          <p>
            {t('booking.total')}: <strong>{formatPrice(total)}</strong>
          </p>
        )}
      </div>
      {event.ticket_url && (
        <a className="fs-button fs-button--accent" href={event.ticket_url} target="_blank" rel="noopener noreferrer">
          {t('booking.toWebshop')}
        </a>
      )}
    </section>
  );
}
