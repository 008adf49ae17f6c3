import type { AdminHistoryEntry } from '@festival/shared/api-schemas/admin';
import { useApiData } from '@festival/shared/api-client/use-api-data';
import { formatDateTime } from '@festival/shared/format/dates';
import { useLocale, useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { LoadError } from '@festival/shared/ui/load-error';
import { Skeleton } from '@festival/shared/ui/skeleton';
import type { CollectionSpec } from '../collections/field-spec';
import { getAdminHistory } from '../api/get-admin-history';
import { hubPaths } from '../hub-paths';

function authorName(entry: AdminHistoryEntry): string | null {
  if (!entry.author) return null;
  return [entry.author.first_name, entry.author.last_name].filter(Boolean).join(' ') || entry.author.username;
}

/** /cms-hub/{collection}/{id}/history: who changed the object, what and when (newest first). */
export function ObjectHistory({ spec, id }: { spec: CollectionSpec; id: number }) {
  const { t } = useLocaleT('hub');
  const locale = useLocale();
  const answer = useApiData((signal) => getAdminHistory(spec.name, id, signal), [spec.name, id]);
  return (
    <section aria-labelledby="ed-history-title">
      <h2 id="ed-history-title">{t('history.title')}</h2>
      <p>
        <Link href={hubPaths.edit(spec.name, id)}>{t('history.back')}</Link>
      </p>
      {answer.status === 'loading' && <Skeleton lines={4} />}
      {answer.status === 'error' && <LoadError onRetry={answer.reload} />}
      {answer.status === 'ready' && answer.data.length === 0 && <p>{t('history.empty')}</p>}
      {answer.status === 'ready' && answer.data.length > 0 && (
        <table className="ed-table">
          <thead>
            <tr>
              <th scope="col">{t('history.when')}</th>
              <th scope="col">{t('history.who')}</th>
              <th scope="col">{t('history.action')}</th>
              <th scope="col">{t('history.what')}</th>
            </tr>
          </thead>
          <tbody>
            {answer.data.map((entry) => (
              <tr key={entry.id}>
                <td>
                  <time dateTime={entry.created_at}>{formatDateTime(entry.created_at, locale)}</time>
                </td>
                <td>{authorName(entry) ?? t('history.unknown')}</td>
                <td>{t(`history.actions.${entry.action}`, { defaultValue: entry.action })}</td>
                <td>{Object.keys(entry.changes).join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
