import type { ArticleCard as ArticleCardData } from '@festival/shared/api-schemas/content-modules';
import { formatDate } from '@festival/shared/format/dates';
import { useLocale, useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { ResponsiveImage } from '@festival/shared/ui/responsive-image';

/** An article as a card: image, category, title link, teaser text, date and author. */
export function ArticleCard({ article, large = false }: { article: ArticleCardData; large?: boolean }) {
  const locale = useLocale();
  const { t } = useLocaleT('magazine');
  const Heading = large ? 'h2' : 'h3';
  return (
    <article className={`mg-card${large ? ' mg-card--large' : ''}`}>
      {article.image_obj && (
        <ResponsiveImage
          className="mg-card__image"
          image={article.image_obj.url}
          alt={article.image_obj.alt}
          sizes={large ? '(min-width: 64em) 60vw, 100vw' : '(min-width: 48em) 33vw, 100vw'}
        />
      )}
      <div className="mg-card__body">
        <p className={`mg-card__category mg-category--${article.category.style_name || 'default'}`}>{article.category.name}</p>
        <Heading className="mg-card__title">
          <Link href={article.link}>{article.title}</Link>
        </Heading>
        {article.teaser && <p className="mg-card__teaser">{article.teaser}</p>}
        <p className="mg-card__meta">
          <time dateTime={article.published_at}>{formatDate(article.published_at, locale)}</time>
          {article.author && <> · {t('by', { author: article.author })}</>}
        </p>
      </div>
    </article>
  );
}

export function ArticleGrid({ articles }: { articles: ArticleCardData[] }) {
  return (
    <ul className="mg-grid">
      {articles.map((article) => (
        <li key={article.id}>
          <ArticleCard article={article} />
        </li>
      ))}
    </ul>
  );
}
