import { useEffect, useRef } from 'react';
import type { ArticleCard } from '@festival/shared/api-schemas/content-modules';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { LoadError } from '@festival/shared/ui/load-error';
import { MagazineSkeleton } from '@festival/shared/ui/skeletons';
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
  const container = useRef<HTMLDivElement>(null);
  const firstNew = useRef<number | null>(null);

  // The load-more button leaves while a page loads: keyboard focus goes on to the first new article.
  useEffect(() => {
    const index = firstNew.current;
    if (index === null || articles.length <= index) return;
    firstNew.current = null;
    container.current?.querySelectorAll<HTMLAnchorElement>('.mg-grid > li .mg-card__title a')[index]?.focus();
  }, [articles.length]);

  const more = () => {
    firstNew.current = articles.length;
    loadMore();
  };

  return (
    <div className="mg-list" aria-busy={listLoading} ref={container}>
      <ArticleGrid articles={articles} />
      {!listLoading && !failed && articles.length === 0 && <p>{t('empty')}</p>}
      {listLoading && <MagazineSkeleton />}
      {failed && <LoadError onRetry={retry} />}
      {hasNext && !listLoading && !failed && (
        <button type="button" className="fs-button mg-more" onClick={more}>
          {t('more')}
        </button>
      )}
    </div>
  );
}
