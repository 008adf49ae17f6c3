import { useEffect } from 'react';
import type { Article } from '@festival/shared/api-schemas/content-articles';
import { isApiError } from '@festival/shared/api-client/api-client';
import { useApiData } from '@festival/shared/api-client/use-api-data';
import { BlockList } from '@festival/shared/blocks/block-list';
import { formatDate } from '@festival/shared/format/dates';
import { useAlternatesStore } from '@festival/shared/stores/alternates-store';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { LoadError } from '@festival/shared/ui/load-error';
import { ResponsiveImage } from '@festival/shared/ui/responsive-image';
import { Skeleton } from '@festival/shared/ui/skeleton';
import { ArticleGrid } from '../../../components/article-card';
import { NotFound } from '../../../components/not-found';
import { getArticle } from '../api/get-article';

function ArticleView({ article, parcelProps }: { article: Article; parcelProps: ParcelProps }) {
  const { t } = useLocaleT('magazine');
  return (
    <article className="mg-article">
      <header className="mg-article__header">
        <p className="mg-card__category">
          <Link to="magazine-categories-category-id" params={{ category: article.category.slug, id: String(article.category.id) }}>
            {article.category.name}
          </Link>
        </p>
        <h1 className="mg-title">{article.title}</h1>
        {article.teaser && <p className="mg-article__teaser">{article.teaser}</p>}
        <p className="mg-card__meta">
          <time dateTime={article.published_at}>{formatDate(article.published_at, parcelProps.locale)}</time>
          {article.author && <> · {t('by', { author: article.author })}</>}
        </p>
      </header>
      {article.image_obj && <ResponsiveImage className="mg-article__image" image={article.image_obj.url} alt={article.image_obj.alt} eager />}
      <BlockList modules={article.modules} parcelProps={parcelProps} />
      {article.tags.length > 0 && (
        <ul className="mg-article__tags" aria-label={t('tags')}>
          {article.tags.map((tag) => (
            <li key={tag.id}>
              <Link href={tag.link}>#{tag.name}</Link>
            </li>
          ))}
        </ul>
      )}
      {article.related.length > 0 && (
        <section aria-labelledby="mg-related">
          <h2 id="mg-related">{t('related')}</h2>
          <ArticleGrid articles={article.related} />
        </section>
      )}
    </article>
  );
}

/** Spec §2 magazine article: its modules render through the shared content blocks. */
export function ArticlePage(props: ParcelProps) {
  const { locale, params } = props;
  const id = params.id ?? '';
  const article = useApiData((signal) => getArticle(id, locale, signal), [id, locale]);
  const setAlternates = useAlternatesStore((state) => state.setAlternates);

  useEffect(() => {
    if (article.status !== 'ready') return;
    setAlternates(article.data.urls[locale], article.data.urls);
    document.title = article.data.title;
  }, [article, locale, setAlternates]);

  if (article.status === 'loading') return <Skeleton lines={10} media />;
  if (article.status === 'error') return isApiError(article.error, 404) ? <NotFound /> : <LoadError onRetry={article.reload} />;
  return <ArticleView article={article.data} parcelProps={props} />;
}
