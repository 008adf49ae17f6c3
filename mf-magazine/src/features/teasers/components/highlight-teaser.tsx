import type { ArticleCard as ArticleCardData, ArticleCategory } from '@festival/shared/api-schemas/content-modules';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { Link } from '@festival/shared/ui/link';
import { ArticleGrid } from '../../../components/article-card';

interface HighlightTeaserData {
  categories?: ArticleCategory[];
  article_objs?: ArticleCardData[];
}

/**
 * The CMS HighlightTeaser module (spec §3): the newest articles of each chosen category. The
 * categories share rows, each as wide as its cards (magazine.css), so that a category of one
 * article does not leave a row of its own mostly blank.
 */
export function HighlightTeaser({ data }: ParcelProps) {
  const module = (data?.module ?? {}) as HighlightTeaserData;
  const categories = module.categories ?? [];
  const articles = module.article_objs ?? [];
  return (
    <div className="mg-highlights">
      {categories.map((category) => {
        const inCategory = articles.filter((article) => article.category.id === category.id);
        if (inCategory.length === 0) return null;
        return (
          <section
            key={category.id}
            className="mg-highlights__category"
            aria-labelledby={`mg-highlight-${category.id}`}
            style={{ ['--mg-cards' as string]: inCategory.length }}
          >
            <h3 id={`mg-highlight-${category.id}`} className={`mg-category--${category.style_name || 'default'}`}>
              <Link to="magazine-categories-category-id" params={{ category: category.slug, id: String(category.id) }}>
                {category.name}
              </Link>
            </h3>
            <ArticleGrid articles={inCategory} />
          </section>
        );
      })}
    </div>
  );
}
