import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { ErrorLogPage } from '@festival/shared/api-schemas/dashboard';
import { useLocale, useLocaleT } from '@festival/shared/ui/app-context';
import { ErrorLogTable } from '@festival/shared/ui/error-log-table';
import { Link } from '@festival/shared/ui/link';
import { LoadError } from '@festival/shared/ui/load-error';
import { OptionsListSkeleton } from '@festival/shared/ui/skeletons';
import { getErrorLog } from '@festival/shared/api-client/get-error-log';

type Load = { state: 'loading' } | { state: 'error' } | { state: 'ready'; data: ErrorLogPage };

function pageFromQuery(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The dashboard's error log: the stored 404 reports, paged by ?page. */
export function ErrorLogSection() {
  const locale = useLocale();
  const { t } = useLocaleT('shell');
  const { pathname } = useLocation();
  const [query] = useSearchParams();
  const page = pageFromQuery(query.get('page'));
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    getErrorLog(page, locale, controller.signal).then(
      (data) => setLoad({ state: 'ready', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('dashboard error log', error);
        setLoad({ state: 'error' });
      },
    );
    return () => controller.abort();
  }, [page, locale, attempt]);

  return (
    <section className="sh-dashboard__section" aria-labelledby="sh-error-log-title">
      <h2 id="sh-error-log-title">{t('dashboard.errorLog.title')}</h2>
      {load.state === 'loading' && <OptionsListSkeleton />}
      {load.state === 'error' && <LoadError onRetry={() => setAttempt((value) => value + 1)} />}
      {load.state === 'ready' && load.data.results.length === 0 && <p>{t('dashboard.errorLog.empty')}</p>}
      {load.state === 'ready' && load.data.results.length > 0 && (
        <>
          <p>{t('dashboard.errorLog.total', { count: load.data.count })}</p>
          <ErrorLogTable
            rows={load.data.results}
            labels={{ url: t('dashboard.errorLog.url'), count: t('dashboard.errorLog.count'), lastSeen: t('dashboard.errorLog.lastSeen') }}
            className="sh-dashboard__table"
            urlClassName="sh-dashboard__url"
          />
          {(load.data.previous || load.data.next) && (
            <nav className="sh-dashboard__pages" aria-label={t('dashboard.errorLog.pages')}>
              {load.data.previous && <Link href={`${pathname}?page=${page - 1}`}>{t('dashboard.errorLog.previous')}</Link>}
              {load.data.next && <Link href={`${pathname}?page=${page + 1}`}>{t('dashboard.errorLog.next')}</Link>}
            </nav>
          )}
        </>
      )}
    </section>
  );
}
