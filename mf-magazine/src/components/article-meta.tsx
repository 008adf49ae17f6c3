import type { ArticleCard, ArticleCategory } from '@festival/shared/api-schemas/content-modules';
import { formatDate } from '@festival/shared/format/dates';
import { useLocale, useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';

/** The category's look comes from its style_name (spec §3 article category). */
export function categoryClass(category: Pick<ArticleCategory, 'style_name'>): string {
  return `mg-category mg-category--${category.style_name || 'default'}`;
}

/** The category label; as a link to the category page where the label stands alone. */
export function CategoryLabel({ category, linked = false }: { category: ArticleCategory; linked?: boolean }) {
  return (
    <p className={`mg-card__category ${categoryClass(category)}`}>
      {linked ? (
        <Link to="magazine-categories-category-id" params={{ category: category.slug, id: String(category.id) }}>
          {category.name}
        </Link>
      ) : (
        category.name
      )}
    </p>
  );
}

/** Date in the §9 display format ("ddd, D. MMMM YYYY") and the author. */
export function ArticleByline({ article }: { article: Pick<ArticleCard, 'published_at' | 'author'> }) {
  const locale = useLocale();
  const { t } = useLocaleT('magazine');
  return (
    <p className="mg-card__meta">
      <time dateTime={article.published_at}>{formatDate(article.published_at, locale)}</time>
      {article.author && <> · {t('by', { author: article.author })}</>}
    </p>
  );
}
