import type { ArticlePage, ArticleTagDetail } from '@festival/shared/api-schemas/content-articles';
import type { Locale } from '@festival/shared/i18n/locales';
import { isListKept } from '@festival/shared/stores/paged-list-store';
import { firstPage } from '../../../api/first-page';
import { tagHead } from '@festival/shared/head/magazine-heads';
import type { PageHead } from '@festival/shared/ssr/server-expose';
import { keyedLoad } from '@festival/shared/ssr/route-key';
import { loadMagazineHeading, type MagazineHeadingSource } from '../../../components/magazine-heading';
import { getTag } from './get-tag';
import { getTagArticles } from './get-tag-articles';

export interface TagRouteData {
  locale: Locale;
  tag: ArticleTagDetail;
  firstPage: ArticlePage | null;
  magazine: MagazineHeadingSource | null;
}

/** The paged-list key of a tag's articles. */
export function tagArticlesKey(locale: Locale, tagId: number): string {
  return `tag-articles|${locale}|${tagId}`;
}

/** Spec §2 tag detail: the topic, its first articles and the magazine page of the breadcrumb. */
export const loadTagRoute = keyedLoad<TagRouteData>(async (input, signal) => {
  const { locale, fetch } = input;
  const id = input.params.id ?? '';
  const [tag, first, magazine] = await Promise.all([
    getTag(id, locale, signal, fetch),
    isListKept(tagArticlesKey(locale, Number(id))) ? null : firstPage(getTagArticles(Number(id), 1, locale, signal, fetch), signal),
    loadMagazineHeading(input, signal),
  ]);
  return { locale, tag, firstPage: first, magazine };
});

/** The tag page's head, on the server's document and in the browser. */
export const tagPageHead: PageHead<TagRouteData> = (data, { locale }) => tagHead(data.tag, locale);
