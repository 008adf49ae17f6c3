import { useEffect } from 'react';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';

export interface ErrorPageProps {
  status: number;
}

/** Spec §2 error page: the status code, "an unknown error occurred", a link to the home page. */
export function ErrorPage({ status }: ErrorPageProps) {
  const { t } = useLocaleT('shell');
  const title = t('error.title', { status });
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <section className="sh-error" aria-labelledby="sh-error-title">
      <h1 id="sh-error-title" className="sh-error__status">
        {status}
      </h1>
      {status === 404 && <p className="sh-error__text">{t('error.notFound')}</p>}
      <p className="sh-error__text">{t('error.unknown')}</p>
      <p>
        <Link to="index" className="fs-button">
          {t('error.home')}
        </Link>
      </p>
    </section>
  );
}
