import type { ArticleCard as ArticleCardData } from '@festival/shared/api-schemas/content-modules';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { ArticleCard, ArticleGrid } from '../../../components/article-card';

interface BlogTeaserListData {
  article_objs?: ArticleCardData[];
  main_teaser_obj?: ArticleCardData | null;
}

/** The CMS BlogTeaserList module (spec §3): a main teaser and the other chosen articles. */
export function BlogTeaserList({ data }: ParcelProps) {
  const module = (data?.module ?? {}) as BlogTeaserListData;
  const main = module.main_teaser_obj ?? null;
  const others = (module.article_objs ?? []).filter((article) => article.id !== main?.id);
  if (!main && others.length === 0) return null;
  return (
    <div className="mg-teasers">
      {main && <ArticleCard article={main} large />}
      {others.length > 0 && <ArticleGrid articles={others} />}
    </div>
  );
}
