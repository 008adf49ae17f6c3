import { useState } from 'react';
import { adminPaths } from '@festival/shared/api-schemas/admin';
import { useApiData } from '@festival/shared/api-client/use-api-data';
import { formatDateTime } from '@festival/shared/format/dates';
import { useLocale, useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { LoadError } from '@festival/shared/ui/load-error';
import { Skeleton } from '@festival/shared/ui/skeleton';
import type { AdminFormEntry, AdminFormEntryPage } from '@festival/shared/api-schemas/admin-content';
import { getFormEntries } from '../api/get-form-entries';
import { DeleteOldEntries } from './delete-old-entries';
import { hubPaths } from '../hub-paths';

function EntryCell({ entry, slug }: { entry: AdminFormEntry; slug: string }) {
  const file = entry.files[slug];
  if (file) return <a href={file.url}>{file.name}</a>;
  return <>{entry.display[slug] ?? entry.values[slug] ?? ''}</>;
}

/** The entries as a table: one column per field of the form, values as a person reads them, uploaded files as links. */
export function EntriesTable({ entries, fields }: { entries: AdminFormEntry[]; fields: AdminFormEntryPage['fields'] }) {
  const { t } = useLocaleT('hub');
  const locale = useLocale();
  const columns = fields;
  return (
    <table className="ed-table">
      <thead>
        <tr>
          <th scope="col">{t('entries.received')}</th>
          {columns.map((column) => (
            <th key={column.slug} scope="col">
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <th scope="row">
              <time dateTime={entry.created_at}>{formatDateTime(entry.created_at, locale)}</time>
            </th>
            {columns.map((column) => (
              <td key={column.slug}>
                <EntryCell entry={entry} slug={column.slug} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** /cms-hub/forms/{id}/entries: a form's submissions, paged, and the CSV export of all of them. */
export function FormEntries({ formId }: { formId: number }) {
  const { t } = useLocaleT('hub');
  const [page, setPage] = useState(1);
  const answer = useApiData((signal) => getFormEntries(formId, page, signal), [formId, page]);
  return (
    <section aria-labelledby="ed-entries-title">
      <h2 id="ed-entries-title">{t('entries.title')}</h2>
      <p className="ed-form__links">
        <Link href={hubPaths.edit('forms', formId)}>{t('entries.back')}</Link>
        <a href={adminPaths.formEntriesCsv(formId)} download>
          {t('entries.csv')}
        </a>
        <a href={`${adminPaths.formEntriesCsv(formId)}?dialect=excel-de`} download>
          {t('entries.csvExcel')}
        </a>
      </p>
      <DeleteOldEntries formId={formId} onDeleted={answer.reload} />
      {answer.status === 'loading' && <Skeleton lines={5} />}
      {answer.status === 'error' && <LoadError onRetry={answer.reload} />}
      {answer.status === 'ready' && (
        <>
          <p role="status">{t('entries.count', { count: answer.data.count })}</p>
          {answer.data.results.length > 0 && <EntriesTable entries={answer.data.results} fields={answer.data.fields} />}
          {(answer.data.previous || answer.data.next) && (
            <nav aria-label={t('list.pages')} className="ed-list__pages">
              <button type="button" className="fs-button" disabled={!answer.data.previous} onClick={() => setPage(page - 1)}>
                {t('list.previous')}
              </button>
              <button type="button" className="fs-button" disabled={!answer.data.next} onClick={() => setPage(page + 1)}>
                {t('list.next')}
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
