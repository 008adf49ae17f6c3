import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorDetail } from '@festival/shared/api-schemas/common-schemas';
import { ArticlePublishParams, PagePublication, PublishBody, PublishParams } from '@festival/shared/api-schemas/page-publication';
import { FieldErrors, OwnerWritten, pageeditorPaths, RevisionQuery, StaleWrite } from '@festival/shared/api-schemas/pageeditor-writes';
import { dropArticleDraft, publishArticle } from '../../services/pageeditor/article-publishing';
import { dropDraft, publishPage } from '../../services/pageeditor/page-publishing';
import { editorContext } from './editor-context';

const tags = ['pageeditor'];
const errors = { 400: FieldErrors, 401: ErrorDetail, 403: ErrorDetail, 404: ErrorDetail, 409: Type.Union([StaleWrite, ErrorDetail]) };

/** Drafts of CMS pages and article bodies become what visitors see only when an editor publishes them (page-publication.ts). */
const publishRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(pageeditorPaths.publish(':page_id'), {
    schema: {
      tags, summary: 'Publish the page at the given revision now, or plan it for `at`', params: PublishParams, body: PublishBody,
      response: { 200: PagePublication, ...errors },
    },
  }, async (request) => publishPage(editorContext(app, request), request.params.page_id, request.body));

  app.delete(pageeditorPaths.publish(':page_id'), {
    schema: {
      tags, summary: 'Drop the planned publication, or else the draft (the page goes back to what visitors see)', params: PublishParams, querystring: RevisionQuery,
      response: { 200: Type.Intersect([OwnerWritten, Type.Object({ publication: PagePublication })]), ...errors },
    },
  }, async (request) => dropDraft(editorContext(app, request), request.params.page_id, request.query.revision));

  app.post(pageeditorPaths.publishArticle(':article_id'), {
    schema: {
      tags, summary: "Publish the article's body at the given revision now, or plan it for `at`", params: ArticlePublishParams, body: PublishBody,
      response: { 200: PagePublication, ...errors },
    },
  }, async (request) => publishArticle(editorContext(app, request), request.params.article_id, request.body));

  app.delete(pageeditorPaths.publishArticle(':article_id'), {
    schema: {
      tags, summary: "Drop the planned publication, or else the draft of the article's body", params: ArticlePublishParams, querystring: RevisionQuery,
      response: { 200: Type.Intersect([OwnerWritten, Type.Object({ publication: PagePublication })]), ...errors },
    },
  }, async (request) => dropArticleDraft(editorContext(app, request), request.params.article_id, request.query.revision));
};
export default publishRoutes;
