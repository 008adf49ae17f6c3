import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useLocaleT, useNavigateTo } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { loadCustomErrorHtml, type CustomErrorHtml } from './custom-error-html';
import { enterErrorLayout } from './error-layout-store';
import { logNotFound } from './log-not-found';
import { ShadowHtml } from './shadow-html';
import './error-page.css';
import { usePageSubject } from '@festival/shared/stores/page-title-store';

export interface ErrorPageProps {
  status: number;
}

type CustomState = { status: 'loading' } | { status: 'custom'; html: CustomErrorHtml } | { status: 'default' };

/** The default page of spec §2/§8: the status code, "an unknown error occurred", a link home. */
function DefaultErrorPage({ status, title }: { status: number; title: string }) {
  const { t } = useLocaleT('shell');
  const offline = status === 503;
  return (
    <section className="sh-error" aria-labelledby="sh-error-title">
      <h1 id="sh-error-title" className="sh-error__status">
        {status}
        {offline && <span className="sh-error__headline"> {title}</span>}
      </h1>
      {status === 404 && <p className="sh-error__text">{t('error.notFound')}</p>}
      <p className="sh-error__text">{offline ? t('error.offlineText') : t('error.unknown')}</p>
      <p>
        <Link to="index" className="fs-button">
          {t('error.home')}
        </Link>
      </p>
    </section>
  );
}

/**
 * Spec §2 error page in the error layout: the status's custom HTML (its style and body) when
 * there is one, else the default page. A 404 is reported to the error log (spec §8).
 */
export function ErrorPage({ status }: ErrorPageProps) {
  const { t } = useLocaleT('shell');
  const navigate = useNavigateTo();
  const { pathname, search } = useLocation();
  const [custom, setCustom] = useState<CustomState>({ status: 'loading' });
  const title = status === 503 ? t('error.offlineTitle') : t('error.title', { status });

  useEffect(() => enterErrorLayout(), []);

  usePageSubject({ error: status });

  useEffect(() => {
    if (status === 404) logNotFound(new URL(`${pathname}${search}`, window.location.origin).href);
  }, [status, pathname, search]);

  useEffect(() => {
    const controller = new AbortController();
    setCustom({ status: 'loading' });
    void loadCustomErrorHtml(status, controller.signal).then((html) => {
      if (!controller.signal.aborted) setCustom(html ? { status: 'custom', html } : { status: 'default' });
    });
    return () => controller.abort();
  }, [status]);

  if (custom.status === 'loading') return <section className="sh-error" aria-busy="true" aria-label={title} />;
  if (custom.status === 'custom') {
    return (
      <section className="sh-error sh-error--custom" aria-label={title} data-status={status}>
        <ShadowHtml html={custom.html} onNavigate={navigate} />
      </section>
    );
  }
  return <DefaultErrorPage status={status} title={title} />;
}
