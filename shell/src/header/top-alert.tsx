import { useState } from 'react';
import { chromeGet } from '@festival/shared/api-client/chrome-get';
import { useApiData } from '@festival/shared/api-client/use-api-data';
import { readCookie, writeCookie } from '@festival/shared/cookies/cookies';
import { useLocale, useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { useChromeData } from '../chrome/chrome-data';
import { useClientValue } from '@festival/shared/ssr/use-hydrated';

const DISMISSAL_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Spec §9: the dismissal cookie is keyed per site, so festival sites on one domain do not share it. */
export function dismissalCookieName(host: string = window.location.hostname): string {
  return `top_alert_${host.replace(/[^a-z0-9]/gi, '_')}`;
}

/**
 * Spec §4 top alert: the first breaking news, unless its id is the dismissed one; closing
 * stores its id; hidden while the header menu is open (header.css). The server renders it from
 * its chrome data; the dismissal cookie is read once hydrated (before that, the document's head
 * script has hidden a dismissed alert by its data-alert-id).
 */
export function TopAlert() {
  const locale = useLocale();
  const { t } = useLocaleT('shell');
  // Read once hydrated; the alert renders again then only where the visitor has dismissed one.
  const dismissedBefore = useClientValue(() => readCookie(dismissalCookieName()), null);
  const [closed, setClosed] = useState<string | null>(null);
  const news = useApiData(
    (signal) =>
      chromeGet('breakingNews', locale, signal).catch((error: unknown) => {
        console.error('breaking news', error);
        return [];
      }),
    [locale],
    useChromeData(locale)?.breakingNews,
  );
  const alert = news.status === 'ready' ? news.data[0] : undefined;
  const dismissed = closed ?? dismissedBefore;
  if (!alert || dismissed === String(alert.id)) return null;

  const close = () => {
    writeCookie(dismissalCookieName(), String(alert.id), { maxAgeSeconds: DISMISSAL_MAX_AGE_SECONDS });
    setClosed(String(alert.id));
  };
  return (
    <section className="sh-top-alert" aria-label={t('topAlert.label')} data-alert-id={alert.id}>
      <div className="sh-top-alert__inner">
        <p className="sh-top-alert__text">
          <strong>{alert.title}</strong> {alert.text}{' '}
          {alert.link && <Link href={alert.link}>{alert.link_title || t('topAlert.more')}</Link>}
        </p>
        <button type="button" className="sh-top-alert__close" onClick={close}>
          <span aria-hidden="true">×</span>
          <span className="fs-visually-hidden">{t('topAlert.close')}</span>
        </button>
      </div>
    </section>
  );
}
