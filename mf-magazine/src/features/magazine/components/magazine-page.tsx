import { useEffect } from 'react';
import { useApiData } from '@festival/shared/api-client/use-api-data';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { ArticleCard } from '../../../components/article-card';
import { ArticleList } from '../../../components/article-list';
import { usePagedArticles } from '../../../components/use-paged-articles';
import { getArticles } from '../api/get-articles';
import { getCategories } from '../api/get-categories';
import { getFeaturedArticle } from '../api/get-featured-article';
import { CategoryNav } from './category-nav';

/** The magazine landing and, with a category id in the params, a category page (spec §2). */
export function MagazinePage({ locale, params }: ParcelProps) {
  const { t } = useLocaleT('magazine');
  const categoryId = Number(params.id) || null;
  const categories = useApiData((signal) => getCategories(locale, signal), [locale]);
  const featured = useApiData((signal) => (categoryId ? Promise.resolve(null) : getFeaturedArticle(locale, signal)), [locale, categoryId]);
  const list = usePagedArticles((page, signal) => getArticles(categoryId ? { category: categoryId } : {}, page, locale, signal), `${categoryId}|${locale}`);
  const category = categories.status === 'ready' ? categories.data.find((entry) => entry.id === categoryId) : undefined;
  const title = category ? `${t('title')}: ${category.name}` : t('title');

  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <section className="mg-page">
      <h1 className="mg-title">{title}</h1>
      <CategoryNav categories={categories.status === 'ready' ? categories.data : []} current={categoryId} />
      {featured.status === 'ready' && featured.data && (
        <section className="mg-featured" aria-label={t('featured')}>
          <ArticleCard article={featured.data} large />
        </section>
      )}
      <ArticleList {...list} />
    </section>
  );
}
