import { useEffect, useMemo } from 'react';
import { useApiData } from '@festival/shared/api-client/use-api-data';
import { href } from '@festival/shared/routes/route-table';
import { useOwnPath } from '@festival/shared/routes/use-own-path';
import { useAlternatesStore } from '@festival/shared/stores/alternates-store';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { Breadcrumb } from '@festival/shared/ui/breadcrumb';
import { LoadError } from '@festival/shared/ui/load-error';
import { PageHeaderSkeleton } from '@festival/shared/ui/skeletons';
import { ArticleList } from '../../../components/article-list';
import { isMissing } from '../../../api/is-missing';
import { NotFound } from '../../../components/not-found';
import { useArticleList } from '../../../components/use-article-list';
import { useMagazinePage } from '../../../components/use-magazine-page';
import { getTag } from '../api/get-tag';
import { getTagArticles } from '../api/get-tag-articles';
import { tagTitle } from '@festival/shared/head/object-titles';
import { usePageSubject } from '@festival/shared/stores/page-title-store';

/** Spec §2 tag detail: the topic and its articles. */
export function TagDetail(props: ParcelProps) {
  const { locale, params } = props;
  const { t } = useLocaleT('magazine');
  const id = params.id ?? '';
  const tag = useApiData((signal) => getTag(id, locale, signal), [id, locale]);
  const source = useMemo(
    () => ({ key: `tag-articles|${locale}|${id}`, fetchPage: (page: number, signal: AbortSignal) => getTagArticles(Number(id), page, locale, signal) }),
    [locale, id],
  );
  const list = useArticleList(source);
  const magazine = useMagazinePage(locale);
  const setAlternates = useAlternatesStore((state) => state.setAlternates);
  useOwnPath(props, tag.status === 'ready' ? tag.data.urls[locale] : null);

  useEffect(() => {
    if (tag.status !== 'ready') return;
    setAlternates(tag.data.urls[locale], tag.data.urls);
  }, [tag, locale, setAlternates]);
  usePageSubject(tag.status === 'ready' ? { title: tagTitle(tag.data) } : null);

  if (tag.status === 'loading') return <PageHeaderSkeleton />;
  if (tag.status === 'error') return isMissing(tag.error) ? <NotFound /> : <LoadError onRetry={tag.reload} />;
  return (
    <section className="mg-page">
      <Breadcrumb trail={[...magazine.trail, { label: t('tags'), href: href('magazine-tags', {}, locale) }]} current={tagTitle(tag.data)} />
      <h1 className="mg-title">{tagTitle(tag.data)}</h1>
      <p className="mg-tags__count">{t('tagCount', { count: tag.data.article_count })}</p>
      <ArticleList {...list} />
    </section>
  );
}
