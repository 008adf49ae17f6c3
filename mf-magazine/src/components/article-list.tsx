import type { ArticleCard } from '@festival/shared/api-schemas/content-modules';
import { useFocusFirstNew } from '@festival/shared/focus/use-focus-first-new';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { LoadError } from '@festival/shared/ui/load-error';
import { ArticleGridSkeleton } from '@festival/shared/ui/skeletons';
import { ArticleGrid } from './article-card';

interface ArticleListProps {
  articles: ArticleCard[];
  listLoading: boolean;
  failed: boolean;
  hasNext: boolean;
  loadMore: () => void;
  retry: () => void;
}

/** A paged article list with its loading, empty and error states and a load-more button. */
export function ArticleList({ articles, listLoading, failed, hasNext, loadMore, retry }: ArticleListProps) {
  const { t } = useLocaleT('magazine');
  const { container, expectNew } = useFocusFirstNew<HTMLDivElement>(articles.length, '.mg-grid > li .mg-card__title a');
  const more = () => {
    expectNew();
    loadMore();
  };

  return (
    <div className="mg-list" aria-busy={listLoading} ref={container}>
      <ArticleGrid articles={articles} />
      {!listLoading && !failed && articles.length === 0 && <p>{t('empty')}</p>}
      {listLoading && <ArticleGridSkeleton />}
      {failed && <LoadError onRetry={retry} />}
      {hasNext && !listLoading && !failed && (
        <button type="button" className="fs-button mg-more" onClick={more}>
          {t('more')}
        </button>
      )}
    </div>
  );
}
