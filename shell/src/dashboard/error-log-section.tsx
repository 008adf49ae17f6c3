import { useLocation, useSearchParams } from 'react-router';
import { ERROR_LOG_PAGE_SIZE, type ErrorLogSummary } from '@festival/shared/api-schemas/dashboard';
import { useLocale, useLocaleT } from '@festival/shared/ui/app-context';
import { ErrorLogTable } from '@festival/shared/ui/error-log-table';
import { LoadError } from '@festival/shared/ui/load-error';
import { Pager } from '@festival/shared/ui/pager';
import { OptionsListSkeleton } from '@festival/shared/ui/skeletons';
import { getErrorLog } from '@festival/shared/api-client/get-error-log';
import { pageFromQuery, usePagedList } from '@festival/shared/api-client/use-paged-list';

/** The dashboard's error log: the stored 404 reports, paged by ?page. */
export function ErrorLogSection() {
  const locale = useLocale();
  const { t } = useLocaleT('shell');
  const { pathname } = useLocation();
  const [query] = useSearchParams();
  const page = pageFromQuery(query.get('page'));
  const load = usePagedList<ErrorLogSummary>((current, signal) => getErrorLog(current, locale, signal), page, ERROR_LOG_PAGE_SIZE, [locale]);

  return (
    <section className="sh-dashboard__section" aria-labelledby="sh-error-log-title">
      <h2 id="sh-error-log-title">{t('dashboard.errorLog.title')}</h2>
      {load.status === 'loading' && <OptionsListSkeleton />}
      {load.status === 'error' && <LoadError onRetry={load.reload} />}
      {load.status === 'ready' && load.data.results.length === 0 && <p>{t('dashboard.errorLog.empty')}</p>}
      {load.status === 'ready' && load.data.results.length > 0 && (
        <>
          <p>{t('dashboard.errorLog.total', { count: load.data.count })}</p>
          <ErrorLogTable
            rows={load.data.results}
            labels={{ url: t('dashboard.errorLog.url'), count: t('dashboard.errorLog.count'), lastSeen: t('dashboard.errorLog.lastSeen') }}
            className="sh-dashboard__table"
            urlClassName="sh-dashboard__url"
          />
          <Pager
            className="sh-dashboard__pages"
            labels={{ nav: t('dashboard.errorLog.pages'), previous: t('dashboard.errorLog.previous'), next: t('dashboard.errorLog.next') }}
            hasPrevious={Boolean(load.data.previous)}
            hasNext={Boolean(load.data.next)}
            hrefFor={(direction) => `${pathname}?page=${page + direction}`}
          />
        </>
      )}
    </section>
  );
}
