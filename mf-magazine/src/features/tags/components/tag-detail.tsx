import { useMemo } from 'react';
import { tagTitle } from '@festival/shared/head/object-titles';
import { href } from '@festival/shared/routes/route-table';
import { usePageData } from '@festival/shared/ssr/use-page-data';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { Breadcrumb } from '@festival/shared/ui/breadcrumb';
import { ArticleGridSkeleton, PageHeaderSkeleton } from '@festival/shared/ui/skeletons';
import { ArticleList } from '../../../components/article-list';
import { useMagazineHeading } from '../../../components/magazine-heading';
import { NotFound } from '../../../components/not-found';
import { RouteState } from '../../../components/route-state';
import { useArticleList } from '../../../components/use-article-list';
import { getTagArticles } from '../api/get-tag-articles';
import { loadTagRoute, tagArticlesKey, tagPageHead, type TagRouteData } from '../api/load-tag-route';

function TagView({ data }: { data: TagRouteData }) {
  const { t } = useLocaleT('magazine');
  const { locale, tag } = data;
  const source = useMemo(() => ({
    key: tagArticlesKey(locale, tag.id),
    fetchPage: (page: number, signal: AbortSignal) => getTagArticles(tag.id, page, locale, signal),
    firstPage: data.firstPage,
  }), [locale, tag.id, data.firstPage]);
  const { missing, ...list } = useArticleList(source);
  const magazine = useMagazineHeading(data.magazine, locale);

  if (missing) return <NotFound />;
  return (
    <section className="mg-page">
      <Breadcrumb trail={[...magazine.trail, { label: t('tags'), href: href('magazine-tags', {}, locale) }]} current={tagTitle(tag)} />
      <h1 className="mg-title">{tagTitle(tag)}</h1>
      <p className="mg-tags__count">{t('tagCount', { count: tag.article_count })}</p>
      <ArticleList {...list} />
    </section>
  );
}

/** Spec §2 tag detail: the topic and its articles. */
export function TagDetail(props: ParcelProps) {
  const route = usePageData(props, loadTagRoute, tagPageHead);
  return (
    <RouteState route={route} skeleton={<><PageHeaderSkeleton /><ArticleGridSkeleton /></>}>
      {(data) => <TagView key={`${data.locale}|${data.tag.id}`} data={data} />}
    </RouteState>
  );
}
