import { useState, type FormEvent } from 'react';
import { ADMIN_PAGE_SIZE } from '@festival/shared/api-schemas/admin';
import { useApiData } from '@festival/shared/api-client/use-api-data';
import { useLocaleT, useNavigateTo } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { LoadError } from '@festival/shared/ui/load-error';
import { Skeleton } from '@festival/shared/ui/skeleton';
import type { CollectionSpec } from '../collections/field-spec';
import { getAdminList } from '../api/get-admin-list';
import { fieldLabel } from './fields/field-label';
import { hubPaths } from '../hub-paths';
import { ListCell } from './list-cell';

export interface ListQuery {
  q: string;
  page: number;
  ordering: string;
}

/** The list's state from the address (?q=&page=&ordering=), so back, reload and links keep it. */
export function listQuery(query: Record<string, string>, spec: CollectionSpec): ListQuery {
  const page = Number(query.page);
  const ordering = query.ordering ?? '';
  return {
    q: query.q ?? '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    ordering: spec.orderings.includes(ordering.replace(/^-/, '')) ? ordering : '',
  };
}

/** The next ordering when a column header is pressed: ascending, then descending, then none. */
export function nextOrdering(current: string, column: string): string {
  if (current === column) return `-${column}`;
  if (current === `-${column}`) return '';
  return column;
}

/** /cms-hub/{collection}: search, sort by a column, page through; each row opens its form. */
export function CollectionList({ spec, query }: { spec: CollectionSpec; query: Record<string, string> }) {
  const { t } = useLocaleT('hub');
  const navigate = useNavigateTo();
  const state = listQuery(query, spec);
  const [search, setSearch] = useState(state.q);
  const answer = useApiData(
    (signal) => getAdminList(spec.name, { q: state.q || undefined, page: state.page, ordering: state.ordering || undefined }, signal),
    [spec.name, state.q, state.page, state.ordering],
  );
  const go = (next: Partial<ListQuery>) => {
    const merged = { ...state, ...next };
    navigate(hubPaths.list(spec.name, { q: merged.q, page: merged.page > 1 ? merged.page : undefined, ordering: merged.ordering }));
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    go({ q: search.trim(), page: 1 });
  };
  const collectionName = t(`collections.${spec.name}`);
  const pages = answer.status === 'ready' ? Math.max(1, Math.ceil(answer.data.count / ADMIN_PAGE_SIZE)) : 1;
  const columnLabel = (name: string) => {
    const field = spec.fields.find((candidate) => candidate.name === name);
    return field ? fieldLabel(field, t) : t(`fields.${name}`, { defaultValue: name });
  };

  return (
    <section aria-labelledby="ed-list-title" className="ed-list">
      <h2 id="ed-list-title">{collectionName}</h2>
      <div className="ed-list__bar">
        <form role="search" aria-label={t('list.searchIn', { collection: collectionName })} onSubmit={onSearch} className="ed-list__search">
          <label htmlFor="ed-list-q">{t('list.search')}</label>
          <input id="ed-list-q" type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
          <button type="submit" className="fs-button">
            {t('list.searchButton')}
          </button>
        </form>
        <Link href={hubPaths.create(spec.name)} className="fs-button">
          {t('list.create')}
        </Link>
      </div>
      {answer.status === 'loading' && <Skeleton lines={6} />}
      {answer.status === 'error' && <LoadError onRetry={answer.reload} />}
      {answer.status === 'ready' && (
        <>
          <p role="status">{t('list.count', { count: answer.data.count })}</p>
          {answer.data.results.length > 0 && (
            <table className="ed-table">
              <thead>
                <tr>
                  {spec.columns.map((column) => {
                    const sortable = spec.orderings.includes(column);
                    const sort = state.ordering === column ? 'ascending' : state.ordering === `-${column}` ? 'descending' : undefined;
                    return (
                      <th key={column} scope="col" aria-sort={sort}>
                        {sortable ? (
                          <button type="button" className="ed-table__sort" onClick={() => go({ ordering: nextOrdering(state.ordering, column), page: 1 })}>
                            {columnLabel(column)}
                            <span aria-hidden="true">{sort === 'ascending' ? ' ▲' : sort === 'descending' ? ' ▼' : ''}</span>
                          </button>
                        ) : (
                          columnLabel(column)
                        )}
                      </th>
                    );
                  })}
                </tr>
              </thead>
              <tbody>
                {answer.data.results.map((item) => (
                  <tr key={item.id}>
                    <th scope="row">
                      <Link href={hubPaths.edit(spec.name, item.id)}>{item.label || `#${item.id}`}</Link>
                    </th>
                    {spec.columns.slice(1).map((column) => (
                      <td key={column}>
                        <ListCell value={(item as Record<string, unknown>)[column]} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {pages > 1 && (
            <nav aria-label={t('list.pages')} className="ed-list__pages">
              <button type="button" className="fs-button" disabled={!answer.data.previous} onClick={() => go({ page: state.page - 1 })}>
                {t('list.previous')}
              </button>
              <span>{t('list.pageOf', { page: state.page, pages })}</span>
              <button type="button" className="fs-button" disabled={!answer.data.next} onClick={() => go({ page: state.page + 1 })}>
                {t('list.next')}
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
