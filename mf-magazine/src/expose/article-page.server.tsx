import { serverParcel } from '@festival/shared/ssr/server-parcel';
import { articlePageHead, loadArticleRoute } from '../features/article/api/load-article-route';
import { ArticlePage } from '../features/article/components/article-page';
import '../i18n/magazine-resources';

export const { load, render, head, isNotFound } = serverParcel(ArticlePage, loadArticleRoute, articlePageHead);
