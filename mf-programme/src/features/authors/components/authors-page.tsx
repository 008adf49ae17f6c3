import { useFocusFirstNew } from '@festival/shared/focus/use-focus-first-new';
import { personTitle } from '@festival/shared/head/object-titles';
import { usePagedList } from '@festival/shared/stores/use-paged-list';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { LoadError } from '@festival/shared/ui/load-error';
import { EnsembleSkeleton } from '@festival/shared/ui/skeletons';
import { CardGrid } from '../../../components/card-grid';
import type { PersonPage } from '@festival/shared/api-schemas/programme';
import { getPersons } from '../api/get-persons';

/** The authors route (spec §2 ensemble): person cards with load-more. */
export function AuthorsPage({ locale, initialData }: ParcelProps) {
  const { t } = useLocaleT('programme');
  const key = `authors|${locale}`;
  const firstPage = initialData === undefined ? undefined : { key, answer: initialData as PersonPage };
  const list = usePagedList(key, (page, signal) => getPersons(page, locale, signal), { name: 'authors', firstPage });
  const { container, expectNew } = useFocusFirstNew<HTMLElement>(list.items.length, '.pg-grid > li .pg-grid__title a');
  return (
    <section className="pg-page" ref={container}>
      <h1 className="pg-title">{t('authors.title')}</h1>
      <CardGrid cards={list.items.map((person) => ({ ...person, title: personTitle(person) }))} />
      {!list.loading && !list.failed && list.items.length === 0 && <p>{t('authors.empty')}</p>}
      {list.loading && <EnsembleSkeleton />}
      {list.failed && <LoadError onRetry={list.retry} />}
      {list.hasNext && !list.loading && (
        <button
          type="button"
          className="fs-button pg-more"
          onClick={() => {
            expectNew();
            list.loadMore();
          }}
        >
          {t('authors.more')}
        </button>
      )}
    </section>
  );
}
