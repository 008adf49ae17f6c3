import { useMemo, type ReactNode } from 'react';
import type { EventDetail as EventDetailData } from '@festival/shared/api-schemas/programme';
import { offersBooking } from '@festival/shared/api-schemas/availability-rules';
import { useShopOffline } from '@festival/shared/stores/use-shop-offline';
import { isFreePrice } from '@festival/shared/format/price';
import { usePageData } from '@festival/shared/ssr/use-page-data';
import { useStickyBooking } from '@festival/shared/stores/sticky-store';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { useLocale, useLocaleT } from '@festival/shared/ui/app-context';
import { FavoriteButton } from '@festival/shared/ui/favorite-button';
import { ResponsiveImage } from '@festival/shared/ui/responsive-image';
import { BookingLauncher } from '../../../components/booking-launcher';
import { DetailState } from '../../../components/detail-state';
import { EVENT_DETAIL_SECTIONS, type EventDetailSection } from '../../../config/design-settings';
import { eventPageHead, loadEvent } from '../api/get-event';
import { EventFacts } from './event-facts';

/** Spec §5: booking shows when the production page flag is set, or the event has seat groups or a price above zero. */
export function isBookable(event: EventDetailData): boolean {
  return Boolean(event.production?.show_booking_button)
    || event.seat_groups.length > 0
    || event.prices.some((price) => !isFreePrice(price.price));
}

/** The booking widget's element id, the sticky navigation's booking button scrolls to it. */
const BOOKING_ID = 'booking';

function WebshopLink({ url }: { url: string }) {
  const { t } = useLocaleT('programme');
  if (!url) return null;
  return (
    <a className="fs-button fs-button--accent" href={url} target="_blank" rel="noopener noreferrer">
      {t('detail.buyInWebshop')}
    </a>
  );
}

function AddToCalendar({ event }: { event: EventDetailData }) {
  const { t } = useLocaleT('programme');
  const locale = useLocale();
  const download = async () => {
    // ical-generator is only needed on click, so it stays out of the page's first load.
    const { downloadIcs } = await import('../model/event-ics');
    downloadIcs(event, locale);
  };
  return (
    <button type="button" className="fs-button fs-button--secondary pg-detail__ics" onClick={() => void download()}>
      {t('detail.addToCalendar')}
    </button>
  );
}

function EventView({ event, parcelProps }: { event: EventDetailData; parcelProps: ParcelProps }) {
  const { t } = useLocaleT('programme');
  const bookingProps = useMemo(() => ({ ...parcelProps, data: { event } }), [parcelProps, event]);
  const bookable = isBookable(event);
  // Sold out, closed or cancelled: the tickets section says so, and nothing offers a booking that can only fail.
  // Free admission is bookable only by the production page flag, which spec §5 lets show the booking area.
  // While the shop is offline (spec §6) the tickets section says so once, and nothing else offers a booking.
  const shopOffline = useShopOffline();
  const onSale = bookable && !shopOffline && (offersBooking(event.availability) || event.availability === 'free');
  useStickyBooking(onSale ? { targetId: BOOKING_ID, prices: event.prices.map((price) => price.price) } : null);
  const sections: Record<EventDetailSection, ReactNode> = {
    facts: (
      <section key="facts" className="pg-detail__facts" aria-label={t('detail.facts')}>
        <EventFacts event={event} />
        <AddToCalendar event={event} />
      </section>
    ),
    tickets: bookable && (
      <section key="tickets" id={BOOKING_ID} className="pg-detail__tickets" aria-labelledby="pg-tickets-title">
        <h2 id="pg-tickets-title">{t('detail.tickets')}</h2>
        {onSale
          ? <BookingLauncher props={bookingProps} fallback={() => <WebshopLink url={event.ticket_url} />} />
          : <p>{shopOffline ? t('detail.shopOffline') : t(`availability.${event.availability}`)}</p>}
      </section>
    ),
    description: event.description && (
      <div key="description" className="fs-richtext pg-detail__text" dangerouslySetInnerHTML={{ __html: event.description }} />
    ),
  };
  return (
    <article className="pg-detail">
      <header className="pg-detail__header">
        {event.preline && <p className="pg-card__preline">{event.preline}</p>}
        <h1 className="pg-title">{event.title || event.name}</h1>
        {event.subline && <p className="pg-detail__subline">{event.subline}</p>}
        <FavoriteButton item={{ id: `event-${event.id}`, title: event.title || event.name, url: event.link, date_start: event.date_start }} />
      </header>
      {event.image_obj && <ResponsiveImage className="pg-detail__image" image={event.image_obj.url} alt={event.image_obj.alt} eager />}
      {EVENT_DETAIL_SECTIONS.map((name) => sections[name])}
    </article>
  );
}

/** The event detail route (spec §2 /{lang}/programm/{slug}/{id}). */
export function EventDetail(props: ParcelProps) {
  const detail = usePageData(props, loadEvent, eventPageHead);
  return (
    <DetailState detail={detail} back="events">
      {(event) => <EventView event={event} parcelProps={props} />}
    </DetailState>
  );
}
