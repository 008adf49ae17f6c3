import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useStore } from 'zustand';
import type { Availability, EventDetail, PriceItem, SeatGroup, Timeslot } from '@festival/shared/api-schemas/programme';
import { offersBooking } from '@festival/shared/api-schemas/availability-rules';
import { formatTime } from '@festival/shared/format/dates';
import { formatPrice } from '@festival/shared/format/price';
import type { Locale } from '@festival/shared/i18n/locales';
import { WEBSHOP_PATH } from '@festival/shared/routes/area-paths';
import { isShopOffline, useSettingsStore } from '@festival/shared/stores/settings-store';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { availableSeatGroups, createBookingStore, defaultBlockId, maxAmountOf, totalOf, type BookingState } from '../stores/booking-store';
import { useOpenWidgetStore } from '../stores/open-widget-store';
import { BookingSummary } from './booking-summary';
import { DiscountStep } from './discount-step';
import { MainStep } from './main-step';
import { TimeslotStep } from './timeslot-step';
import { useWidgetEvent } from './use-widget-event';

/** What the widget says instead of offering tickets, for an event that cannot be booked (spec §5); no seats left reads as sold out. */
function stateText(availability: Availability): string {
  switch (availability) {
    case 'sales_closed': return 'booking.salesClosed';
    case 'free': return 'booking.free';
    case 'cancelled': return 'booking.cancelled';
    default: return 'booking.soldOut';
  }
}

interface PanelProps {
  event: EventDetail;
  state: BookingState;
  locale: Locale;
  /** Spec §8: "Weitere hinzufügen" only on the event list. */
  onEventList: boolean;
}

/** What the widget's live region says as it changes its step; the summary speaks for itself (role status or alert). */
function useStepAnnouncement(state: BookingState, group: SeatGroup | undefined, slot: Timeslot | null, locale: Locale): string {
  const { t } = useLocaleT('shop');
  if (state.summary.status !== 'idle') return '';
  if (state.step === 'discounts' && group) return t('booking.discountsOf', { group: group.seat_group });
  if (state.step === 'timeslots') return t('booking.chooseSlot');
  if (state.cameFrom?.step === 'timeslots' && slot) return t('booking.slotChosen', { time: formatTime(slot.time_start, locale) });
  return state.cameFrom === null ? '' : t('booking.backToSelection');
}

/** The open widget's content for one event: summary, sold out, discounts, time slots or the main step. */
function BookingPanel({ event, state, locale, onEventList }: PanelProps) {
  const { t } = useLocaleT('shop');
  const groups = availableSeatGroups(event.seat_groups);
  const prices = groups.flatMap((group) => group.prices);
  const slots = groups[0]?.timeslots ?? [];
  const blockId = state.blockId ?? defaultBlockId(event);
  const slot = slots.find((candidate) => candidate.block_id === blockId) ?? null;
  const webshopUrl = event.ticket_url || WEBSHOP_PATH;
  const discountGroup = groups.find((group) => group.id === state.groupId);
  const maxOf = (price: PriceItem) => maxAmountOf(event, state.selected, price, slot);
  const announcement = useStepAnnouncement(state, discountGroup, slot, locale);

  let content;
  if (state.summary.status !== 'idle') {
    content = <BookingSummary summary={state.summary} webshopUrl={webshopUrl} onEventList={onEventList} onAddMore={state.dismissSummary} />;
  } else if (groups.length === 0 || !offersBooking(event.availability)) {
    content = <p>{t(stateText(event.availability))}</p>;
  } else if (state.step === 'discounts' && discountGroup) {
    content = <DiscountStep group={discountGroup} state={state} maxOf={maxOf} />;
  } else if (state.step === 'timeslots') {
    content = <TimeslotStep slots={slots} blockId={blockId} locale={locale} onChoose={state.chooseSlot} onBack={() => state.showStep('')} />;
  } else {
    content = (
      <>
        <MainStep groups={groups} state={state} slot={slot} slotCount={slots.length} locale={locale} maxOf={maxOf} />
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
  return (
    <>
      {/* Present before its text changes, so screen readers announce each new step (WCAG 4.1.3). */}
      <p className="fs-visually-hidden" aria-live="polite" aria-atomic="true">{announcement}</p>
      {content}
    </>
  );
}

/**
 * The booking widget (spec §4, §5, §8): closed or open, one open at a time; steps main,
 * discounts and time slots; add-to-cart posts one call per seat group and shows the summary.
 * The event comes in props.data.event (spec §3 current event data), or, for the quick-buy
 * widget of a programme entry, as props.data.eventId, loaded when the widget opens.
 * props.data.startOpen (RemoteLauncher) opens it as it mounts.
 */
export function BookingWidget({ data, locale, routeName }: ParcelProps) {
  const { t } = useLocaleT('shop');
  const { t: tCommon } = useLocaleT();
  const id = useId();
  const [store] = useState(createBookingStore);
  const state = useStore(store);
  const open = useOpenWidgetStore((s) => s.openId === id);
  const setOpen = (value: boolean) => (value ? useOpenWidgetStore.getState().open(id) : useOpenWidgetStore.getState().close(id));
  const wasOpen = useRef(open);
  const toggle = useRef<HTMLButtonElement>(null);
  const widgetEvent = useWidgetEvent(data, open, locale);
  const offline = useSettingsStore(isShopOffline);
  const startOpen = useRef(data?.startOpen === true);

  // Closed by its own button, by Escape or because another widget opened (spec §4).
  useEffect(() => {
    if (wasOpen.current && !open) store.getState().closed();
    wasOpen.current = open;
  }, [open, store]);
  useEffect(() => () => useOpenWidgetStore.getState().close(id), [id]);
  // Mounted by the host's launcher button (RemoteLauncher) after a click on it: open, and take its focus.
  useEffect(() => {
    if (!startOpen.current) return;
    startOpen.current = false;
    useOpenWidgetStore.getState().open(id);
    toggle.current?.focus();
  }, [id]);

  if (widgetEvent.status === 'none' && typeof data?.eventId !== 'number') return null;
  const panelId = `${id}-panel`;

  const onKeyDown = (keyEvent: KeyboardEvent) => {
    if (keyEvent.key !== 'Escape') return;
    setOpen(false);
    toggle.current?.focus();
  };

  let body;
  if (widgetEvent.status === 'ready') {
    body = <BookingPanel event={widgetEvent.event} state={state} locale={locale} onEventList={routeName === 'events'} />;
  } else if (widgetEvent.status === 'failed') {
    body = <p role="alert">{t('booking.loadFailed')} <Link href={WEBSHOP_PATH}>{t('summary.toWebshop')}</Link></p>;
  } else {
    body = <p role="status">{t('booking.loading')}</p>;
  }

  // Spec §6: while the shop is offline nothing can be booked; the widget says so.
  if (offline)
    return (
      <section className="sp-booking" aria-label={tCommon('booking.label')}>
        <p className="sp-booking__offline">{t('cart.offline')}</p>
      </section>
    );
  // An event page hands in its event: one that cannot be booked shows its state, not a button that can only fail.
  if (widgetEvent.status === 'ready' && data?.event !== undefined && !offersBooking(widgetEvent.event.availability)) {
    return (
      <section className="sp-booking" aria-label={tCommon('booking.label')}>
        <p>{t(stateText(widgetEvent.event.availability))}</p>
      </section>
    );
  }
  return (
    <section className="sp-booking" aria-label={tCommon('booking.label')} onKeyDown={onKeyDown}>
      <button ref={toggle} type="button" className="fs-button sp-booking__toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {open ? t('booking.close') : tCommon('booking.open')}
      </button>
      <div id={panelId} className="sp-booking__panel" hidden={!open}>
        {open && body}
      </div>
    </section>
  );
}
