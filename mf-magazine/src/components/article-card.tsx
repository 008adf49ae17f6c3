import type { ArticleCard as ArticleCardData } from '@festival/shared/api-schemas/content-modules';
import { Link } from '@festival/shared/ui/link';
import { ResponsiveImage } from '@festival/shared/ui/responsive-image';
import { ArticleByline, CategoryLabel } from './article-meta';

/** An article as a card: image, category, title link, teaser text, date and author; `eager` above the fold. */
export function ArticleCard({ article, large = false, eager = false }: { article: ArticleCardData; large?: boolean; eager?: boolean }) {
  const Heading = large ? 'h2' : 'h3';
  return (
    <article className={`mg-card${large ? ' mg-card--large' : ''}`}>
      {article.image_obj && (
        <ResponsiveImage
          className="mg-card__image"
          image={article.image_obj.url}
          alt={article.image_obj.alt}
          sizes={large ? '(min-width: 64em) 60vw, 100vw' : '(min-width: 48em) 33vw, 100vw'}
          eager={eager}
        />
      )}
      <div className="mg-card__body">
        <CategoryLabel category={article.category} />
        <Heading className="mg-card__title">
          <Link href={article.link}>{article.title}</Link>
        </Heading>
        {article.teaser && <p className="mg-card__teaser">{article.teaser}</p>}
        <ArticleByline article={article} />
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
