import type { OpeningHoursToday } from '@festival/shared/api-schemas/content';
import { apiGet } from '@festival/shared/api-client/api-client';
import { useApiData } from '@festival/shared/api-client/use-api-data';
import { useLocale, useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { openingStatus, timeText } from './opening-hours';

/** The top bar's line about today (spec §1 header, §4 opening hours per time). */
export function OpeningHoursLine({ now = () => new Date() }: { now?: () => Date }) {
  const locale = useLocale();
  const { t } = useLocaleT('shell');
  const hours = useApiData((signal) => apiGet<OpeningHoursToday>('/api/opening-hours-today/', { locale, signal }), [locale]);
  if (hours.status !== 'ready') return null;

  const status = openingStatus(hours.data, now(), locale, t('openingHours.and'));
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
