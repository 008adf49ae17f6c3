import { useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { href } from '@festival/shared/routes/route-table';
import { useOwnPath } from '@festival/shared/routes/use-own-path';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { Breadcrumb } from '@festival/shared/ui/breadcrumb';
import { PageHeaderSkeleton } from '@festival/shared/ui/skeletons';
import { ArticleCard } from '../../../components/article-card';
import { ArticleList } from '../../../components/article-list';
import { useArticleList } from '../../../components/use-article-list';
import { createMagazineLandingStore } from '../../../stores/magazine-landing-store';
import { useMagazinePage } from '../../../components/use-magazine-page';
import { getArticles } from '../api/get-articles';
import { getCategories } from '../api/get-categories';
import { getFeaturedArticle } from '../api/get-featured-article';
import { NotFound } from '../../../components/not-found';
import { CategoryNav } from './category-nav';
import { SearchStart } from './search-start';
import { namedTitle } from '@festival/shared/head/object-titles';
import { usePageSubject } from '@festival/shared/stores/page-title-store';

/** The magazine landing and, with a category id in the params, a category page (spec §2). */
export function MagazinePage(props: ParcelProps) {
  const { locale, params, navigate } = props;
  const { t } = useLocaleT('magazine');
  const categoryId = Number(params.id) || null;
  const source = useMemo(
    () => ({ key: `articles|${locale}|${categoryId}`, fetchPage: (page: number, signal: AbortSignal) => getArticles(categoryId ? { category: categoryId } : {}, page, locale, signal) }),
    [locale, categoryId],
  );
  const { missing, ...list } = useArticleList(source);
  const [store] = useState(createMagazineLandingStore);
  const categories = useStore(store, (state) => state.category);
  const teaser = useStore(store, (state) => state.teaser);
  const magazine = useMagazinePage(locale);

  useEffect(() => {
    void store.getState().loadCategories(() => getCategories(locale));
  }, [store, locale]);
  useEffect(() => {
    void store.getState().loadTeaser(() => (categoryId ? Promise.resolve(null) : getFeaturedArticle(locale)));
  }, [store, locale, categoryId]);

  const category = categories.find((entry) => entry.id === categoryId);
  useOwnPath(props, category && href('magazine-categories-category-id', { category: category.slug, id: String(category.id) }, locale));
  const title = categoryId ? (category?.name ?? magazine.headline) : magazine.headline;

  const pageTitle = categoryId ? (category ? namedTitle(category) : null) : magazine.title;
  usePageSubject(pageTitle === null ? null : { title: pageTitle });

  if (missing) return <NotFound />;
  const trail = categoryId ? magazine.trail : magazine.trail.slice(0, -1);
  const current = (categoryId ? (category?.name ?? title) : magazine.trail.at(-1)?.label) ?? t('title');
  return (
    <section className="mg-page">
      <Breadcrumb trail={trail} current={current} />
      {title ? <h1 className="mg-title">{title}</h1> : <PageHeaderSkeleton />}
      <SearchStart locale={locale} navigate={navigate} />
      <CategoryNav categories={categories} current={categoryId} />
      {!categoryId && teaser && (
        <section className="mg-featured" aria-label={t('featured')}>
          <ArticleCard article={teaser} large />
        </section>
      )}
      <ArticleList {...list} />
    </section>
  );
}
