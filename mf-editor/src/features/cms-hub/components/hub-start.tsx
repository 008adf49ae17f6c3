import { useApiData } from '@festival/shared/api-client/use-api-data';
import { formatDateTime } from '@festival/shared/format/dates';
import { useLocale, useLocaleT } from '@festival/shared/ui/app-context';
import { ErrorLogTable } from '@festival/shared/ui/error-log-table';
import { Link } from '@festival/shared/ui/link';
import { LoadError } from '@festival/shared/ui/load-error';
import { Skeleton } from '@festival/shared/ui/skeleton';
import { getErrorLog } from '@festival/shared/api-client/get-error-log';
import { getLatestFormEntries } from '../api/get-latest-form-entries';
import { hubPaths } from '../hub-paths';
import { HubSearch } from './hub-search';

const LATEST_ENTRIES = 10;

function NotFoundLog() {
  const { t } = useLocaleT('hub');
  const answer = useApiData((signal) => getErrorLog(1, null, signal), []);
  return (
    <section aria-labelledby="ed-start-404" className="ed-start__panel">
      <h2 id="ed-start-404">{t('start.notFound')}</h2>
      {answer.status === 'loading' && <Skeleton lines={4} />}
      {answer.status === 'error' && <LoadError onRetry={answer.reload} />}
      {answer.status === 'ready' && answer.data.results.length === 0 && <p>{t('start.notFoundEmpty')}</p>}
      {answer.status === 'ready' && answer.data.results.length > 0 && (
        <ErrorLogTable
          rows={answer.data.results}
          labels={{ url: t('start.url'), count: t('start.hits'), lastSeen: t('start.lastSeen') }}
          className="ed-table"
          urlClassName="ed-table__url"
        />
      )}
    </section>
  );
}

function LatestEntries() {
  const { t } = useLocaleT('hub');
  const locale = useLocale();
  const answer = useApiData((signal) => getLatestFormEntries(LATEST_ENTRIES, signal), []);
  return (
    <section aria-labelledby="ed-start-entries" className="ed-start__panel">
      <h2 id="ed-start-entries">{t('start.entries')}</h2>
      {answer.status === 'loading' && <Skeleton lines={4} />}
      {answer.status === 'error' && <LoadError onRetry={answer.reload} />}
      {answer.status === 'ready' && answer.data.length === 0 && <p>{t('start.entriesEmpty')}</p>}
      {answer.status === 'ready' && answer.data.length > 0 && (
        <ul className="ed-start__entries">
          {answer.data.map((entry) => (
            <li key={`${entry.form.id}-${entry.id}`}>
              <Link href={hubPaths.formEntries(entry.form.id)}>{entry.form.label}</Link>{' '}
              <time dateTime={entry.created_at}>{formatDateTime(entry.created_at, locale)}</time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /cms-hub: the dashboard start page — one search across the hub, visitors' 404s and the latest form entries. */
export function HubStart({ q = '' }: { q?: string }) {
  return (
    <div className="ed-start">
      <HubSearch key={q} q={q} />
      <NotFoundLog />
      <LatestEntries />
    </div>
  );
}
