import type { ArticleCard } from '@festival/shared/api-schemas/content-modules';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { LoadError } from '@festival/shared/ui/load-error';
import { Skeleton } from '@festival/shared/ui/skeleton';
import { ArticleGrid } from './article-card';

interface ArticleListProps {
  articles: ArticleCard[];
  listLoading: boolean;
  failed: boolean;
  hasNext: boolean;
  loadMore: () => void;
}

/** A paged article list with its loading, empty and error states and a load-more button. */
export function ArticleList({ articles, listLoading, failed, hasNext, loadMore }: ArticleListProps) {
  const { t } = useLocaleT('magazine');
  return (
    <div className="mg-list">
      <ArticleGrid articles={articles} />
      {!listLoading && !failed && articles.length === 0 && <p>{t('empty')}</p>}
      {listLoading && <Skeleton lines={4} media />}
      {failed && <LoadError onRetry={loadMore} />}
      {hasNext && !listLoading && (
        <button type="button" className="fs-button mg-more" onClick={loadMore}>
          {t('more')}
        </button>
      )}
    </div>
  );
}
