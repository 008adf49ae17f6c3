import { useEffect } from 'react';
import { isApiError } from '@festival/shared/api-client/api-client';
import { useApiData } from '@festival/shared/api-client/use-api-data';
import { useAlternatesStore } from '@festival/shared/stores/alternates-store';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { LoadError } from '@festival/shared/ui/load-error';
import { Skeleton } from '@festival/shared/ui/skeleton';
import { ArticleList } from '../../../components/article-list';
import { NotFound } from '../../../components/not-found';
import { usePagedArticles } from '../../../components/use-paged-articles';
import { getTag } from '../api/get-tag';
import { getTagArticles } from '../api/get-tag-articles';

/** Spec §2 tag detail: the topic and its articles. */
export function TagDetail({ locale, params }: ParcelProps) {
  const { t } = useLocaleT('magazine');
  const id = params.id ?? '';
  const tag = useApiData((signal) => getTag(id, locale, signal), [id, locale]);
  const list = usePagedArticles((page, signal) => getTagArticles(Number(id), page, locale, signal), `${id}|${locale}`);
  const setAlternates = useAlternatesStore((state) => state.setAlternates);

  useEffect(() => {
    if (tag.status !== 'ready') return;
    setAlternates(tag.data.urls[locale], tag.data.urls);
    document.title = `#${tag.data.name}`;
  }, [tag, locale, setAlternates]);

  if (tag.status === 'loading') return <Skeleton lines={6} />;
  if (tag.status === 'error') return isApiError(tag.error, 404) ? <NotFound /> : <LoadError onRetry={tag.reload} />;
  return (
    <section className="mg-page">
      <p className="mg-back">
        <Link to="magazine-tags">{t('tags')}</Link>
      </p>
      <h1 className="mg-title">#{tag.data.name}</h1>
      <ArticleList {...list} />
    </section>
  );
}
