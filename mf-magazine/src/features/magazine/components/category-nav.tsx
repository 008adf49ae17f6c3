import type { ArticleCategory } from '@festival/shared/api-schemas/content-modules';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';

/** Spec §2 magazine landing: All (current without a category), one link per category, All #Topics. */
export function CategoryNav({ categories, current }: { categories: ArticleCategory[]; current: number | null }) {
  const { t } = useLocaleT('magazine');
  return (
    <nav className="mg-categories" aria-label={t('categories')}>
      <ul>
        <li>
          <Link to="magazine" aria-current={current === null ? 'page' : undefined}>
            {t('all')}
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              to="magazine-categories-category-id"
              params={{ category: category.slug, id: String(category.id) }}
              aria-current={current === category.id ? 'page' : undefined}
            >
              {category.name}
            </Link>
          </li>
        ))}
        <li>
          <Link to="magazine-tags">{t('allTopics')}</Link>
        </li>
      </ul>
    </nav>
  );
}
