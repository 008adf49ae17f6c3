import type { ArticleTag } from '@festival/shared/api-schemas/content-articles';
import { keyedLoad } from '@festival/shared/ssr/route-key';
import { loadMagazineHeading, type MagazineHeadingSource } from '../../../components/magazine-heading';
import { getTags } from './get-tags';

export interface TagsRouteData {
  tags: ArticleTag[];
  magazine: MagazineHeadingSource | null;
}

/** Spec §2 magazine tags: every topic, and the magazine page its breadcrumb starts from. */
export const loadTagsRoute = keyedLoad<TagsRouteData>(async (input, signal) => {
  const [tags, magazine] = await Promise.all([getTags(input.locale, signal, input.fetch), loadMagazineHeading(input, signal)]);
  return { tags, magazine };
});
