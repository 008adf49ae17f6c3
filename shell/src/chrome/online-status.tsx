import { formatDateTime } from '@festival/shared/format/dates';
import { useOnline } from '@festival/shared/network/use-online';
import { useClientValue } from '@festival/shared/ssr/use-hydrated';
import { useLocale, useLocaleT } from '@festival/shared/ui/app-context';
import { STORED_COPY_META } from '../worker/stored-copy';
import './online-status.css';

/** When the service worker answered with the visitor's stored copy of this page (worker/offline-page.ts). */
function storedCopyTime(): string | null {
  return document.querySelector<HTMLMetaElement>(`meta[name="${STORED_COPY_META}"]`)?.content || null;
}

/**
 * Spec §4: the online status follows the browser. A page shown from the visitor's stored copy says
 * so, with the time it was sent, online or not: it may be older than what the network would give.
 */
export function OnlineStatus() {
  const { t } = useLocaleT('shell');
  const locale = useLocale();
  const online = useOnline();
  // Read once hydrated: a page from the network renders no second time for it.
  const storedAt = useClientValue(storedCopyTime, null);
  return (
    <div role="status" className="sh-online-status">
      {storedAt ? (
        <p className="sh-online-status__offline">{t('offline.storedCopy', { time: formatDateTime(storedAt, locale) })}</p>
      ) : (
        !online && <p className="sh-online-status__offline">{t('status.offline')}</p>
      )}
    </div>
  );
}
