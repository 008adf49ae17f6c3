import { chromeGet } from '@festival/shared/api-client/chrome-get';
import { useApiData } from '@festival/shared/api-client/use-api-data';
import { useLocale, useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { useChromeData } from '../chrome/chrome-data';
import { useHydrated } from '@festival/shared/ssr/use-hydrated';
import { openingStatus, timeText } from './opening-hours';

/**
 * The top bar's line about today (spec §1 header, §4 opening hours per time). Until hydrated it
 * is computed for the moment the server rendered, so that a minute's change cannot break hydration.
 */
export function OpeningHoursLine({ now = () => new Date() }: { now?: () => Date }) {
  const locale = useLocale();
  const { t } = useLocaleT('shell');
  const chrome = useChromeData(locale);
  const hydrated = useHydrated();
  const hours = useApiData(
    (signal) => chromeGet('openingHours', locale, signal),
    [locale],
    chrome?.openingHours ?? undefined,
  );
  if (hours.status !== 'ready') return null;

  const at = !hydrated && chrome ? new Date(chrome.renderedAt) : now();
  const status = openingStatus(hours.data, at, locale, t('openingHours.and'));
  const time = status.time ? timeText(status.time, locale) : '';
  return (
    <p className={`sh-opening-hours sh-opening-hours--${status.state}`}>
      <span className="sh-opening-hours__state">{t(`openingHours.${status.state}`, { time })}</span>
      {status.ranges && <span className="sh-opening-hours__ranges">{t('openingHours.today', { ranges: status.ranges })}</span>}
      {status.alternative &&
        (status.alternative.url ? (
          <Link href={status.alternative.url} className="sh-opening-hours__note">
            {status.alternative.text}
          </Link>
        ) : (
          <span className="sh-opening-hours__note">{status.alternative.text}</span>
        ))}
    </p>
  );
}
