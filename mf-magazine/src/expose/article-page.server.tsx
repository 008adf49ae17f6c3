import { articleHead } from '@festival/shared/head/magazine-heads';
import { serverParcel } from '@festival/shared/ssr/server-parcel';
import { loadArticleRoute } from '../features/article/api/load-article-route';
import { ArticlePage } from '../features/article/components/article-page';
import '../i18n/magazine-resources';

export const { load, render, head, isNotFound } = serverParcel(ArticlePage, loadArticleRoute, (data, { locale }) => articleHead(data.article, locale));
