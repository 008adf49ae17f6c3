import type { ArticleCard as ArticleCardData } from '@festival/shared/api-schemas/content-modules';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { ArticleCard, ArticleGrid } from '../../../components/article-card';

/** Spec §5 and §9: a BlogTeaserList holds 1 to 8 items. */
export const BLOG_ITEMS_MAX = 8;

interface BlogTeaserListData {
  article_objs?: ArticleCardData[];
  main_teaser_obj?: ArticleCardData | null;
}

/** The CMS BlogTeaserList module (spec §3): a main teaser and the other chosen articles, 8 at most. */
export function BlogTeaserList({ data }: ParcelProps) {
  const module = (data?.module ?? {}) as BlogTeaserListData;
  const items = module.article_objs ?? [];
  // Without a chosen main teaser the first item leads.
  const main = module.main_teaser_obj ?? items[0] ?? null;
  const others = items.filter((article) => article.id !== main?.id).slice(0, main ? BLOG_ITEMS_MAX - 1 : BLOG_ITEMS_MAX);
  if (!main) return null;
  return (
    <div className="mg-teasers">
      <ArticleCard article={main} large />
      {others.length > 0 && <ArticleGrid articles={others} />}
    </div>
  );
}
