import { useEffect, useId, useState, type FormEvent } from 'react';
import { SEARCH_CATEGORIES } from '@festival/shared/api-schemas/search-categories';
import { useApiData } from '@festival/shared/api-client/use-api-data';
import { href } from '@festival/shared/routes/route-table';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { LoadError } from '@festival/shared/ui/load-error';
import { Pager } from '@festival/shared/ui/pager';
import { EventListSkeleton } from '@festival/shared/ui/skeletons';
import { loadSearch, searchKey, type SearchAnswer } from './load-search';
import { SearchResults } from './search-results';
import { searchAddress, searchTarget } from './search-target';
import { routeLoadInput } from '@festival/shared/ssr/route-data';
import { useServedPage } from '@festival/shared/ssr/server-slot';
import { searchOf } from './search-of';
import './search.css';

const CATEGORIES = SEARCH_CATEGORIES;

/** Spec §2 search: /{lang}/search/{category?}/{page?}?q=…, events and other content. */
export default function SearchPage({ parcelProps }: { parcelProps: ParcelProps }) {
  const { locale, params, query, navigate } = parcelProps;
  const { t } = useLocaleT('shell');
  const inputId = useId();
  const { q, category, page } = searchOf(params, query);
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);
  const key = searchKey(parcelProps);
  // The results the server rendered the page with are shown without searching again.
  const served = useServedPage<SearchAnswer>('search', key ?? '', locale);
  const answer = useApiData<SearchAnswer | null>(
    async (signal) => (key === null ? null : loadSearch(routeLoadInput(parcelProps), signal)),
    [key, locale],
    served,
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const target = searchTarget(text, href('search', { category: category ?? undefined }, locale), locale);
    if (target) navigate(target);
  };

  const withQuery = q ? { q } : undefined;
  return (
    <section className="sh-search" aria-labelledby={`${inputId}-title`}>
      <h1 id={`${inputId}-title`} className="sh-page-title">
        {t('search.title')}
      </h1>
      <form role="search" className="sh-search__form" onSubmit={onSubmit}>
        <label htmlFor={inputId}>{t('search.label')}</label>
        <input id={inputId} type="search" name="q" value={text} onChange={(event) => setText(event.target.value)} />
        <button type="submit" className="fs-button">
          {t('search.submit')}
        </button>
      </form>
      <nav aria-label={t('search.categories')} className="sh-search__tabs">
        <Link to="search" query={withQuery} aria-current={category === null ? 'page' : undefined}>
          {t('search.all')}
        </Link>
        {CATEGORIES.map((name) => (
          <Link key={name} to="search" params={{ category: name }} query={withQuery} aria-current={category === name ? 'page' : undefined}>
            {t(`search.${name}`)}
          </Link>
        ))}
      </nav>
      {answer.status === 'loading' && q && <EventListSkeleton />}
      {answer.status === 'error' && <LoadError onRetry={answer.reload} />}
      {answer.status === 'ready' && answer.data?.kind === 'overview' && (
        <>
          {answer.data.data.events.count + answer.data.data.others.count === 0 && <p>{t('search.empty')}</p>}
          {CATEGORIES.map((name) => {
            const section = answer.data?.kind === 'overview' ? answer.data.data[name] : null;
            if (!section || section.count === 0) return null;
            return (
              <section key={name} className="sh-search__section" aria-label={t(`search.${name}`)}>
                <h2>
                  <Link to="search" params={{ category: name }} query={withQuery}>
                    {t(`search.${name}`)}
                  </Link>{' '}
                  <small>{t('search.count', { count: section.count })}</small>
                </h2>
                <SearchResults results={section.results} />
              </section>
            );
          })}
        </>
      )}
      {answer.status === 'ready' && answer.data?.kind === 'category' && category && (
        <>
          <p>{answer.data.data.count === 0 ? t('search.empty') : t('search.count', { count: answer.data.data.count })}</p>
          <SearchResults results={answer.data.data.results} />
          <Pager
            className="sh-search__pager"
            labels={{ nav: t(`search.${category}`), previous: t('search.previous'), next: t('search.next') }}
            hasPrevious={answer.data.data.previous !== null}
            hasNext={answer.data.data.next !== null}
            hrefFor={(direction) => searchAddress(locale, q, category, page + direction)}
          />
        </>
      )}
    </section>
  );
}
