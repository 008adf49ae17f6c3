import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useStore } from 'zustand';
import type { EventDetail } from '@festival/shared/api-schemas/programme';
import { formatPrice } from '@festival/shared/format/price';
import { isShopOffline, useSettingsStore } from '@festival/shared/stores/settings-store';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { availableSeatGroups, createBookingStore, defaultBlockId, totalOf } from '../stores/booking-store';
import { useOpenWidgetStore } from '../stores/open-widget-store';
import { BookingSummary } from './booking-summary';
import { DiscountStep } from './discount-step';
import { MainStep } from './main-step';
import { TimeslotStep } from './timeslot-step';

/**
 * The booking widget (spec §4, §5, §8): closed or open, one open at a time; steps main,
 * discounts and time slots; add-to-cart posts one call per seat group and shows the summary.
 * The event comes in props.data.event (spec §3 current event data).
 */
export function BookingWidget({ data, locale, routeName }: ParcelProps) {
  const { t } = useLocaleT('shop');
  const id = useId();
  const [store] = useState(createBookingStore);
  const state = useStore(store);
  const open = useOpenWidgetStore((s) => s.openId === id);
  const setOpen = (value: boolean) => (value ? useOpenWidgetStore.getState().open(id) : useOpenWidgetStore.getState().close(id));
  const wasOpen = useRef(open);
  const toggle = useRef<HTMLButtonElement>(null);
  const event = data?.event as EventDetail | undefined;
  const offline = useSettingsStore(isShopOffline);

  // Closed by its own button, by Escape or because another widget opened (spec §4).
  useEffect(() => {
    if (wasOpen.current && !open) store.getState().closed();
    wasOpen.current = open;
  }, [open, store]);
  useEffect(() => () => useOpenWidgetStore.getState().close(id), [id]);

  if (!event) return null;
  const groups = availableSeatGroups(event.seat_groups);
  const prices = groups.flatMap((group) => group.prices);
  const slots = groups[0]?.timeslots ?? [];
  const blockId = state.blockId ?? defaultBlockId(event);
  const slot = slots.find((candidate) => candidate.block_id === blockId) ?? null;
  const webshopUrl = event.ticket_url || '/webshop';
  const panelId = `${id}-panel`;
  const discountGroup = groups.find((group) => group.id === state.groupId);

  const onKeyDown = (keyEvent: KeyboardEvent) => {
    if (keyEvent.key !== 'Escape') return;
    setOpen(false);
    toggle.current?.focus();
  };

  let body;
  if (state.summary.status !== 'idle') {
    body = (
      <BookingSummary summary={state.summary} webshopUrl={webshopUrl} onEventList={routeName === 'events'} onAddMore={state.dismissSummary} />
    );
  } else if (groups.length === 0) {
    body = <p>{t('booking.soldOut')}</p>;
  } else if (state.step === 'discounts' && discountGroup) {
    body = <DiscountStep group={discountGroup} state={state} />;
  } else if (state.step === 'timeslots') {
    body = <TimeslotStep slots={slots} blockId={blockId} locale={locale} onChoose={state.chooseSlot} onBack={() => state.showStep('')} />;
  } else {
    body = (
      <>
        <MainStep groups={groups} state={state} slot={slot} slotCount={slots.length} locale={locale} />
        <div className="sp-selection" aria-live="polite">
          <h3 className="sp-selection__title">{t('booking.selection')}</h3>
          {state.selected.length === 0 ? (
            <p>{t('booking.nothingSelected')}</p>
          ) : (
            <p>{t('booking.total')}: <strong>{formatPrice(totalOf(state.selected, prices))}</strong></p>
          )}
        </div>
        <button
          type="button"
          className="fs-button fs-button--accent"
          disabled={state.selected.length === 0 || event.id_jet === null}
          onClick={() => void state.submit(event, locale)}
        >
          {t('booking.addToCart')}
        </button>
      </>
    );
  }

  // Spec §6: while the shop is offline nothing can be booked; the widget says so.
  if (offline)
    return (
      <section className="sp-booking" aria-label={t('booking.label')}>
        <p className="sp-booking__offline">{t('cart.offline')}</p>
      </section>
    );
  return (
    <section className="sp-booking" aria-label={t('booking.label')} onKeyDown={onKeyDown}>
      <button ref={toggle} type="button" className="fs-button sp-booking__toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {open ? t('booking.close') : t('booking.open')}
      </button>
      <div id={panelId} className="sp-booking__panel" hidden={!open}>
        {open && body}
      </div>
    </section>
  );
}
