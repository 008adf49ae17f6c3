import { useEffect, useRef } from 'react';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { SHOP_ERRORS } from '@festival/shared/api-schemas/shop-errors';
import type { Summary } from '../stores/booking-store';

interface BookingSummaryProps {
  summary: Exclude<Summary, { status: 'idle' }>;
  webshopUrl: string;
  /** Spec §8: "Weitere hinzufügen" is offered only on the event list. */
  onEventList: boolean;
  onAddMore: () => void;
}

/** Spec §8 error codes (and the shop's own: ticket limits, closed sales) with their own message; any other code gets the general advice only. */
const KNOWN_CODES = new Set<number>([
  SHOP_ERRORS.notEnoughSeats.code, SHOP_ERRORS.noReservation.code, SHOP_ERRORS.tooManyTickets.code,
  SHOP_ERRORS.tooManyOfOnePrice.code, SHOP_ERRORS.salesClosed.code,
]);

/** The summary after add-to-cart (spec §4, §8): loading, success or error. */
export function BookingSummary({ summary, webshopUrl, onEventList, onAddMore }: BookingSummaryProps) {
  const { t } = useLocaleT('shop');
  const heading = useRef<HTMLHeadingElement>(null);
  const loading = useRef<HTMLParagraphElement>(null);
  // The pressed "In den Warenkorb" is gone: the focus goes to what replaced it (WCAG 2.4.3).
  useEffect(() => (heading.current ?? loading.current)?.focus(), [summary.status]);

  if (summary.status === 'loading') {
    return <p ref={loading} tabIndex={-1} role="status" className="sp-summary sp-summary--loading">{t('summary.loading')}</p>;
  }
  if (summary.status === 'success') {
    return (
      <div className="sp-summary sp-summary--success" role="status">
        <h3 ref={heading} tabIndex={-1}>{t('summary.success', { count: summary.tickets })}</h3>
        <p>{t('summary.reserved')}</p>
        <p className="sp-summary__actions">
          {onEventList && (
            <button type="button" className="fs-button" onClick={onAddMore}>{t('summary.addMore')}</button>
          )}
          <Link href={summary.cartUrl} className="fs-button fs-button--accent">{t('summary.toCart')}</Link>
        </p>
      </div>
    );
  }
  const { code } = summary;
  return (
    <div className="sp-summary sp-summary--error" role="alert">
      <h3 ref={heading} tabIndex={-1}>{t('summary.errorTitle')}</h3>
      {code !== null && KNOWN_CODES.has(code) && <p>{t(`summary.code${code}`)}</p>}
      <p>
        {t('summary.advice')} <Link href={webshopUrl}>{t('summary.webshop')}</Link>
      </p>
      {code !== null && <p className="sp-summary__code">{t('summary.errorCode', { code })}</p>}
      <p className="sp-summary__actions">
        <Link href={webshopUrl} className="fs-button fs-button--accent">{t('summary.toWebshop')}</Link>
      </p>
    </div>
  );
}
