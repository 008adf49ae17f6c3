import { useState } from 'react';
import { ADMIN_PAGE_SIZE, adminPaths } from '@festival/shared/api-schemas/admin';
import { usePagedList } from '@festival/shared/api-client/use-paged-list';
import { formatDateTime } from '@festival/shared/format/dates';
import { useLocale, useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { Pager } from '@festival/shared/ui/pager';
import { LoadError } from '@festival/shared/ui/load-error';
import { Skeleton } from '@festival/shared/ui/skeleton';
import type { AdminFormEntry, AdminFormEntryPage } from '@festival/shared/api-schemas/admin-content';
import { getFormEntries } from '../api/get-form-entries';
import { ConfirmDelete } from './confirm-delete';
import { DeleteOldEntries } from './delete-old-entries';
import { deleteEntries } from '../api/delete-form-entries';
import { hubPaths } from '../hub-paths';

function EntryCell({ entry, slug }: { entry: AdminFormEntry; slug: string }) {
  const file = entry.files[slug];
  if (file) return <a href={file.url}>{file.name}</a>;
  return <>{entry.display[slug] ?? entry.values[slug] ?? ''}</>;
}

/** The entries as a table: one column per field of the form, values as a person reads them, uploaded files as links. */
export function EntriesTable({ entries, fields, selected, onToggle }: {
  entries: AdminFormEntry[];
  fields: AdminFormEntryPage['fields'];
  selected: number[];
  onToggle: (id: number) => void;
}) {
  const { t } = useLocaleT('hub');
  const locale = useLocale();
  const columns = fields;
  return (
    <table className="ed-table">
      <thead>
        <tr>
          <td />
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
            <td>
              <input
                type="checkbox"
                aria-label={t('entries.select', { received: formatDateTime(entry.created_at, locale) })}
                checked={selected.includes(entry.id)}
                onChange={() => onToggle(entry.id)}
              />
            </td>
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
  const [selected, setSelected] = useState<number[]>([]);
  const [deleting, setDeleting] = useState(false);
  const [message, setMessage] = useState('');
  const answer = usePagedList<AdminFormEntry, AdminFormEntryPage>((current, signal) => getFormEntries(formId, current, signal), page, ADMIN_PAGE_SIZE, [formId]);
  const toggle = (id: number) => setSelected((current) => (current.includes(id) ? current.filter((other) => other !== id) : [...current, id]));
  const deleteSelected = async () => {
    setDeleting(true);
    try {
      const { deleted } = await deleteEntries(formId, selected);
      setMessage(t('entries.deleted', { count: deleted }));
      setSelected([]);
      answer.reload();
    } catch {
      setMessage(t('entries.deleteFailed'));
    } finally {
      setDeleting(false);
    }
  };
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
          {selected.length > 0 && (
            <div className="ed-bulk">
              <span>{t('bulk.selected', { count: selected.length })}</span>
              <ConfirmDelete name={t('bulk.selected', { count: selected.length })} busy={deleting} onConfirm={() => void deleteSelected()} />
            </div>
          )}
          <p role="status" className="ed-bulk__report">{message}</p>
          {answer.data.results.length > 0 && <EntriesTable entries={answer.data.results} fields={answer.data.fields} selected={selected} onToggle={toggle} />}
          <Pager
            className="ed-list__pages"
            labels={{ nav: t('list.pages'), previous: t('list.previous'), next: t('list.next'), position: t('list.pageOf', { page, pages: answer.pages }) }}
            hasPrevious={Boolean(answer.data.previous)}
            hasNext={Boolean(answer.data.next)}
            onPage={(direction) => setPage(page + direction)}
          />
        </>
      )}
    </section>
  );
}
