import { useEffect, useId } from 'react';
import { useApiData } from '@festival/shared/api-client/use-api-data';
import { href } from '@festival/shared/routes/route-table';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { parseFilterValue } from '@festival/shared/validation/programme-query';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { LoadError } from '@festival/shared/ui/load-error';
import { Skeleton } from '@festival/shared/ui/skeleton';
import { CardGrid } from '../../../components/card-grid';
import { usePagedList } from '../../../components/use-paged-list';
import { getProductionFilters, type ProductionFilterOptions } from '../api/get-production-filters';
import { getProductions } from '../api/get-productions';

const FILTER_KEYS = ['season', 'exhibition_type', 'tag'] as const satisfies ReadonlyArray<keyof ProductionFilterOptions>;
const LABELS = { season: 'productions.season', exhibition_type: 'productions.type', tag: 'productions.tag' } as const;

/** The productions route: season, type and tag filters in the URL, cards with load-more. */
export function ProductionsPage({ locale, query, navigate }: ParcelProps) {
  const { t } = useLocaleT('programme');
  const baseId = useId();
  const filters = Object.fromEntries(FILTER_KEYS.flatMap((key) => (parseFilterValue(query[key]) ? [[key, query[key]]] : [])));
  const filterKey = JSON.stringify(filters);
  const options = useApiData((signal) => getProductionFilters(locale, signal), [locale]);
  const list = usePagedList((page, signal) => getProductions(filters, page, locale, signal), `${filterKey}|${locale}`);
  useEffect(() => {
    document.title = t('productions.title');
  }, [t]);

  const setFilter = (key: string, value: string) => {
    const next = new URLSearchParams(query);
    if (value) next.set(key, value);
    else next.delete(key);
    const path = href('productions', {}, locale);
    const qs = next.toString();
    navigate(qs ? `${path}?${qs}` : path, { replace: true });
  };

  return (
    <section className="pg-page">
      <h1 className="pg-title">{t('productions.title')}</h1>
      <form className="pg-filters" onSubmit={(event) => event.preventDefault()} aria-label={t('programme.filters')}>
        {FILTER_KEYS.map((key) => (
          <div key={key} className="pg-filters__field">
            <label htmlFor={`${baseId}-${key}`}>{t(LABELS[key])}</label>
            <select id={`${baseId}-${key}`} value={query[key] ?? ''} onChange={(event) => setFilter(key, event.target.value)}>
              <option value="">{t('programme.all')}</option>
              {options.status === 'ready' &&
                options.data[key].map((option) => (
                  <option key={option.id} value={String(option.id)}>
                    {option.name}
                  </option>
                ))}
            </select>
          </div>
        ))}
      </form>
      <CardGrid cards={list.items.map((item) => ({ ...item, title: item.title || item.headline, preline: item.exhibition_type?.name }))} />
      {!list.loading && !list.failed && list.items.length === 0 && <p>{t('productions.empty')}</p>}
      {list.loading && <Skeleton lines={4} />}
      {list.failed && <LoadError onRetry={list.loadMore} />}
      {list.hasNext && !list.loading && (
        <button type="button" className="fs-button pg-more" onClick={list.loadMore}>
          {t('productions.more')}
        </button>
      )}
    </section>
  );
}
