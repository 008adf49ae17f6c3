import type { FastifyPluginAsyncTypebox, Static } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ErrorDetail, IdParams } from '@festival/shared/api-schemas/common-schemas';
import { EditorArticle } from '@festival/shared/api-schemas/content-articles';
import { Container, ContainerParams, EditorUser, Navigation, Page, PageParams, PageVersionQuery, RedirectList, Settings } from '@festival/shared/api-schemas/content';
import { isEditor, requireEditor } from '../../plugins/app/require-editor';
import { editorArticle } from '../../services/content/editor-article-service';
import { containerBySlug } from '../../services/content/containers-service';
import { navigation } from '../../services/content/navigation-service';
import { listRedirects } from '../../services/content/redirects-service';
import { pageAnswer } from '../../services/content/pages-service';
import { siteSettings } from '../../services/content/settings-service';
import { editorUser } from '../../services/content/users-service';
import { moduleAnswerSerializer } from './module-serializer';

const tags = ['content'];

/** The page editor's read API (spec §7), localised by the /{lang} prefix. */
const pageeditorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/pageeditor-api/settings', { schema: { tags, response: { 200: Settings } } }, async () => siteSettings(app.db.kysely));

  app.get('/pageeditor-api/nav', { schema: { tags, response: { 200: Navigation } } }, async (request) =>
    navigation(app.db.kysely, request.locale, app.clock()));

  const pageSchema = { tags, querystring: PageVersionQuery, response: { 200: Page, 404: ErrorDetail } };
  // Editors get offline pages and modules, flagged, any stored version (?version_id or ?v) and the draft (?draft=1); visitors the published page only.
  const page = (request: FastifyRequest, query: Static<typeof PageVersionQuery>, path: string) => pageAnswer(app.db.kysely, {
    path, locale: request.locale, versionId: query.version_id ?? query.v, now: app.clock(), editor: isEditor(request.user),
    draft: query.draft === '1' || query.draft === 'true',
  });
  app.get('/pageeditor-api/page', { schema: pageSchema, serializerCompiler: moduleAnswerSerializer }, async (request) =>
    page(request, request.query, ''));
  app.get('/pageeditor-api/page/*', { schema: { ...pageSchema, params: PageParams }, serializerCompiler: moduleAnswerSerializer }, async (request) =>
    page(request, request.query, request.params['*']));

  app.get('/pageeditor-api/container/by-slug/:slug', {
    serializerCompiler: moduleAnswerSerializer,
    schema: { tags, params: ContainerParams, response: { 200: Container, 404: ErrorDetail } },
  }, async (request) =>
    containerBySlug(app.db.kysely, request.params.slug, request.locale, app.clock(), isEditor(request.user) ? 'editor' : 'visitor'));

  app.get('/pageeditor-api/article/:id/', {
    onRequest: requireEditor, serializerCompiler: moduleAnswerSerializer,
    schema: { tags, summary: 'A magazine article\'s body as the page editor changes it in place', params: IdParams, response: { 200: EditorArticle, 401: ErrorDetail, 403: ErrorDetail, 404: ErrorDetail } },
  }, async (request) => editorArticle(app.db.kysely, request.params.id, request.locale, app.clock()));

  app.get('/pageeditor-api/redirect', { schema: { tags, response: { 200: RedirectList } } }, async () => listRedirects(app.db.kysely));

  app.get('/pageeditor-api/user', {
    onRequest: requireEditor,
    schema: { tags, response: { 200: EditorUser, 401: ErrorDetail, 403: ErrorDetail } },
  }, async (request) => editorUser(request.user!, request.locale)); // requireEditor: a signed-in editor
};
export default pageeditorRoutes;
