import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorDetail, IdParams } from '@festival/shared/api-schemas/common-schemas';
import {
  Article, ArticleCategoryList, ArticleDetailQuery, ArticleListQuery, ArticlePage, ArticleTagDetail, ArticleTagList,
} from '@festival/shared/api-schemas/content-articles';
import { ArticleCard } from '@festival/shared/api-schemas/content-modules';
import {
  articleCategories, articlePage, articleTag, articleTags, featuredArticle,
} from '../../services/content/articles-service';
import { isEditor } from '../../plugins/app/require-editor';
import { articleDetail } from '../../services/content/article-detail-service';
import { moduleAnswerSerializer } from './module-serializer';

const tags = ['magazine'];

/** Magazine reads (spec §7); lists are paged by ARTICLES_PAGE_SIZE (9). */
const magazineRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/articles/', {
    schema: { tags, querystring: ArticleListQuery, response: { 200: ArticlePage, 404: ErrorDetail } },
  }, async (request) => articlePage(app.db.kysely, request.query, request.locale, app.clock()));

  app.get('/api/articles/:id/', {
    serializerCompiler: moduleAnswerSerializer,
    schema: { tags, params: IdParams, querystring: ArticleDetailQuery, response: { 200: Article, 404: ErrorDetail } },
  }, async (request, reply) => {
    // an editor's preview reads the body's draft; visitors always the published body
    const draft = request.query.draft === '1' && isEditor(request.user);
    if (draft) void reply.header('cache-control', 'private, no-store');
    return articleDetail(app.db.kysely, request.params.id, request.locale, app.clock(), { draft });
  });

  app.get('/api/articles-teaser/', { schema: { tags, response: { 200: ArticleCard, 404: ErrorDetail } } }, async (request) =>
    featuredArticle(app.db.kysely, request.locale, app.clock()));

  app.get('/api/article-categories/', { schema: { tags, response: { 200: ArticleCategoryList } } }, async (request) =>
    articleCategories(app.db.kysely, request.locale));

  app.get('/api/article-tags/', { schema: { tags, response: { 200: ArticleTagList } } }, async (request) =>
    articleTags(app.db.kysely, request.locale, app.clock()));

  app.get('/api/article-tags/:id/', {
    schema: { tags, params: IdParams, response: { 200: ArticleTagDetail, 404: ErrorDetail } },
  }, async (request) => articleTag(app.db.kysely, request.params.id, request.locale, app.clock()));
};
export default magazineRoutes;
