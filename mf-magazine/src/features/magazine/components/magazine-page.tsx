import { useMemo } from 'react';
import { href } from '@festival/shared/routes/route-table';
import { useOwnPath } from '@festival/shared/routes/use-own-path';
import { usePageData } from '@festival/shared/ssr/use-page-data';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { Breadcrumb } from '@festival/shared/ui/breadcrumb';
import { MagazineSkeleton } from '@festival/shared/ui/skeletons';
import { ArticleCard } from '../../../components/article-card';
import { ArticleList } from '../../../components/article-list';
import { useMagazineHeading } from '../../../components/magazine-heading';
import { NotFound } from '../../../components/not-found';
import { RouteState } from '../../../components/route-state';
import { useArticleList } from '../../../components/use-article-list';
import { getArticles } from '../api/get-articles';
import { articleListFilter, articleListKey, loadMagazineRoute, magazinePageHead, type MagazineRouteData } from '../api/load-magazine-route';
import { CategoryNav } from './category-nav';
import { SearchStart } from './search-start';

function MagazineView({ data, parcelProps }: { data: MagazineRouteData; parcelProps: ParcelProps }) {
  const { t } = useLocaleT('magazine');
  const { locale, categoryId, categories, teaser } = data;
  const source = useMemo(() => ({
    key: articleListKey(locale, categoryId),
    fetchPage: (page: number, signal: AbortSignal) => getArticles(articleListFilter(categoryId), page, locale, signal),
    firstPage: data.firstPage,
  }), [locale, categoryId, data.firstPage]);
  const { missing, ...list } = useArticleList(source);
  const magazine = useMagazineHeading(data.magazine, locale);

  const category = categories.find((entry) => entry.id === categoryId);
  useOwnPath(parcelProps, category && href('magazine-categories-category-id', { category: category.slug, id: String(category.id) }, locale));

  if (missing) return <NotFound />;
  const trail = categoryId ? magazine.trail : magazine.trail.slice(0, -1);
  const current = categoryId ? (category?.name ?? magazine.headline) : (magazine.trail.at(-1)?.label ?? t('title'));
  return (
    <section className="mg-page">
      <Breadcrumb trail={trail} current={current} />
      <h1 className="mg-title">{categoryId ? (category?.name ?? magazine.headline) : magazine.headline}</h1>
      <SearchStart locale={locale} navigate={parcelProps.navigate} />
      <CategoryNav categories={categories} current={categoryId} />
      {teaser && (
        <section className="mg-featured" aria-label={t('featured')}>
          <ArticleCard article={teaser} large eager />
        </section>
      )}
      <ArticleList {...list} />
    </section>
  );
}

/** The magazine landing and, with a category id in the params, a category page (spec §2). */
export function MagazinePage(props: ParcelProps) {
  const route = usePageData(props, loadMagazineRoute, magazinePageHead);
  return (
    <RouteState route={route} skeleton={<MagazineSkeleton />}>
      {(data) => <MagazineView key={`${data.locale}|${data.categoryId}`} data={data} parcelProps={props} />}
    </RouteState>
  );
}
