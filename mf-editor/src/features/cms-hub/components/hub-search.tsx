import { useState, type FormEvent } from 'react';
import { useApiData } from '@festival/shared/api-client/use-api-data';
import { useLocaleT, useNavigateTo } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { LoadError } from '@festival/shared/ui/load-error';
import { searchAdmin } from '../api/search-admin';
import { hubPaths } from '../hub-paths';

function SearchHits({ q }: { q: string }) {
  const { t } = useLocaleT('hub');
  const answer = useApiData((signal) => searchAdmin(q, signal), [q]);
  if (answer.status === 'loading') return <p role="status">{t('form.loading')}</p>;
  if (answer.status === 'error') return <LoadError onRetry={answer.reload} />;
  const hits = answer.data.results;
  return (
    <>
      <p role="status">{t('hubSearch.count', { count: hits.length, q })}</p>
      {hits.length > 0 && (
        <ul className="ed-search__hits">
          {hits.map((hit) => (
            <li key={`${hit.collection}-${hit.id}`}>
              <Link href={hubPaths.edit(hit.collection, hit.id)}>{hit.label}</Link>{' '}
              <span className="ed-search__kind">{t(`collections.${hit.collection}`)}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** One search across the hub's events, persons, productions, pages, articles and forms; the query lives in ?q=. */
export function HubSearch({ q }: { q: string }) {
  const { t } = useLocaleT('hub');
  const navigate = useNavigateTo();
  const [typed, setTyped] = useState(q);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    navigate(typed.trim() ? `${hubPaths.start}?q=${encodeURIComponent(typed.trim())}` : hubPaths.start);
  };
  return (
    <section aria-labelledby="ed-search-title" className="ed-start__panel ed-search">
      <h2 id="ed-search-title">{t('hubSearch.title')}</h2>
      <form role="search" aria-labelledby="ed-search-title" onSubmit={onSubmit} className="ed-list__search">
        <label htmlFor="ed-search-q">{t('hubSearch.label')}</label>
        <input id="ed-search-q" type="search" value={typed} onChange={(event) => setTyped(event.target.value)} />
        <button type="submit" className="fs-button">
          {t('list.searchButton')}
        </button>
      </form>
      {q && <SearchHits q={q} />}
    </section>
  );
}
