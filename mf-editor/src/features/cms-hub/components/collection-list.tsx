import { useState, type FormEvent } from 'react';
import { ADMIN_PAGE_SIZE } from '@festival/shared/api-schemas/admin';
import { pageFromQuery, usePagedList } from '@festival/shared/api-client/use-paged-list';
import { useLocaleT, useNavigateTo } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { Pager } from '@festival/shared/ui/pager';
import { LoadError } from '@festival/shared/ui/load-error';
import { Skeleton } from '@festival/shared/ui/skeleton';
import type { CollectionSpec } from '../collections/field-spec';
import { getAdminList } from '../api/get-admin-list';
import { fieldLabel } from './fields/field-label';
import { hubPaths } from '../hub-paths';
import { BulkActions } from './bulk-actions';
import { DuplicateButton } from './duplicate-button';
import { filterParams, ListFilters } from './list-filters';
import { ListCell } from './list-cell';

export interface ListQuery {
  q: string;
  page: number;
  ordering: string;
  /** The filters' parameters that are set (`room_id`, `date_start__gte` …). */
  filters: Record<string, string>;
}

/** The list's state from the address (?q=&page=&ordering=&<filters>), so back, reload and links keep it. */
export function listQuery(query: Record<string, string>, spec: CollectionSpec): ListQuery {
  const ordering = query.ordering ?? '';
  return {
    q: query.q ?? '',
    page: pageFromQuery(query.page),
    ordering: spec.orderings.includes(ordering.replace(/^-/, '')) ? ordering : '',
    filters: Object.fromEntries(filterParams(spec).filter((name) => query[name]).map((name) => [name, query[name] as string])),
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
  const [selected, setSelected] = useState<number[]>([]);
  const filterKey = JSON.stringify(state.filters);
  const answer = usePagedList(
    (page, signal) => getAdminList(spec.name, { q: state.q || undefined, page, ordering: state.ordering || undefined, ...state.filters }, signal),
    state.page, ADMIN_PAGE_SIZE, [spec.name, state.q, state.ordering, filterKey],
  );
  const go = (next: Partial<ListQuery>) => {
    const merged = { ...state, ...next };
    setSelected([]);
    navigate(hubPaths.list(spec.name, { q: merged.q, page: merged.page > 1 ? merged.page : undefined, ordering: merged.ordering, ...merged.filters }));
  };
  const rows = answer.status === 'ready' ? answer.data.results : [];
  const labels = new Map(rows.map((item) => [item.id, item.label || `#${item.id}`]));
  const toggle = (id: number) => setSelected((current) => (current.includes(id) ? current.filter((other) => other !== id) : [...current, id]));
  const allSelected = rows.length > 0 && rows.every((item) => selected.includes(item.id));
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    go({ q: search.trim(), page: 1 });
  };
  const collectionName = t(`collections.${spec.name}`);
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
      <ListFilters key={filterKey} spec={spec} values={state.filters} onApply={(filters) => go({ filters, page: 1 })} />
      <BulkActions spec={spec} selected={selected} labels={labels} onDone={() => { setSelected([]); answer.reload(); }} />
      {answer.status === 'loading' && <Skeleton lines={6} />}
      {answer.status === 'error' && <LoadError onRetry={answer.reload} />}
      {answer.status === 'ready' && (
        <>
          <p role="status">{t('list.count', { count: answer.data.count })}</p>
          {answer.data.results.length > 0 && (
            <div className="ed-list__table">
              <table className="ed-table">
                <thead>
                  <tr>
                    <th scope="col">
                      <input type="checkbox" aria-label={t('bulk.selectPage')} checked={allSelected} onChange={() => setSelected(allSelected ? [] : rows.map((item) => item.id))} />
                    </th>
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
                    <th scope="col">
                      <span className="fs-visually-hidden">{t('list.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {answer.data.results.map((item) => (
                    <tr key={item.id}>
                      <td>
                        <input type="checkbox" aria-label={t('bulk.select', { name: item.label || `#${item.id}` })} checked={selected.includes(item.id)} onChange={() => toggle(item.id)} />
                      </td>
                      <th scope="row">
                        <Link href={hubPaths.edit(spec.name, item.id)}>{item.label || `#${item.id}`}</Link>
                      </th>
                      {spec.columns.slice(1).map((column) => (
                        <td key={column}>
                          <ListCell value={(item as Record<string, unknown>)[column]} />
                        </td>
                      ))}
                      <td className="ed-row-action">
                        <DuplicateButton collection={spec.name} id={item.id} name={item.label || `#${item.id}`} className="fs-button fs-button--secondary" />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pager
            className="ed-list__pages"
            labels={{ nav: t('list.pages'), previous: t('list.previous'), next: t('list.next'), position: t('list.pageOf', { page: state.page, pages: answer.pages }) }}
            hasPrevious={Boolean(answer.data.previous)}
            hasNext={Boolean(answer.data.next)}
            onPage={(direction) => go({ page: state.page + direction })}
          />
        </>
      )}
    </section>
  );
}
