import type { Article } from '@festival/shared/api-schemas/content-articles';
import { articleHead } from '@festival/shared/head/magazine-heads';
import type { PageHead } from '@festival/shared/ssr/server-expose';
import { keyedLoad } from '@festival/shared/ssr/route-key';
import { loadMagazineHeading, type MagazineHeadingSource } from '../../../components/magazine-heading';
import { getArticle } from './get-article';

export interface ArticleRouteData {
  article: Article;
  magazine: MagazineHeadingSource | null;
}

/** Spec §2 magazine article: the article and the magazine page its breadcrumb starts from. */
export const loadArticleRoute = keyedLoad<ArticleRouteData>(async (input, signal) => {
  const [article, magazine] = await Promise.all([
    getArticle(input.params.id ?? '', input.locale, signal, input.fetch),
    loadMagazineHeading(input, signal),
  ]);
  return { article, magazine };
});

/** The article page's head, on the server's document and in the browser. */
export const articlePageHead: PageHead<ArticleRouteData> = (data, { locale }) => articleHead(data.article, locale);
