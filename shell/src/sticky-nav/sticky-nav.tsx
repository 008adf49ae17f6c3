import { useLocation } from 'react-router';
import { dispatchAppEvent, PROGRAMME_OVERLAY_OPEN } from '@festival/shared/events/app-events';
import { matchRoute } from '@festival/shared/routes/route-table';
import { useStickyStore } from '@festival/shared/stores/sticky-store';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { useScrolledPast } from '../chrome/use-scrolled';
import { BookingButton } from './booking-button';
import { useInView } from './use-in-view';
import './sticky-nav.css';

/** Spec §9 scroll trigger for the sticky navigation: half the window height. */
const STICKY_FRACTION = 0.5;

/**
 * Spec §2 sticky navigation with the §4 visibility rules: the overlay button hides near the
 * footer and on event routes; sticky links show past half the window and not near the footer;
 * scroll-to-top shows past half the window. The booking button shows whenever the page offers
 * a booking widget, event routes included, except while that widget is in view: there it would
 * only cover the widget's own buttons.
 */
export function StickyNav() {
  const { t } = useLocaleT('shell');
  const { pathname } = useLocation();
  const items = useStickyStore((state) => state.items);
  const booking = useStickyStore((state) => state.booking);
  const scrolled = useScrolledPast(STICKY_FRACTION);
  const nearFooter = useInView('.sh-footer');
  const bookingInView = useInView(booking ? `#${booking.targetId}` : null);
  const showBooking = booking !== null && !bookingInView;
  const onEventRoute = matchRoute(pathname)?.name.startsWith('events') ?? false;

  const showOverlayButton = !nearFooter && !onEventRoute;
  const showLinks = scrolled && !nearFooter && items.length > 0;
  if (!showOverlayButton && !showLinks && !scrolled && !showBooking) return null;

  return (
    <nav className="sh-sticky-nav" aria-label={t('sticky.label')}>
      {showOverlayButton && (
        <button type="button" className="fs-button fs-button--accent" onClick={() => dispatchAppEvent(PROGRAMME_OVERLAY_OPEN, {})}>
          {t('sticky.overlay')}
        </button>
      )}
      {showBooking && <BookingButton booking={booking} />}
      {showLinks &&
        items.map((item) => (
          <Link key={item.key} href={item.url} className="fs-button">
            {item.text}
          </Link>
        ))}
      {scrolled && (
        <button type="button" className="sh-sticky-nav__top" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
          <span aria-hidden="true">↑</span>
          <span className="fs-visually-hidden">{t('sticky.toTop')}</span>
        </button>
      )}
    </nav>
  );
}
