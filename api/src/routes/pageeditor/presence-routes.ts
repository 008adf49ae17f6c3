import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorDetail } from '@festival/shared/api-schemas/common-schemas';
import { PresenceList } from '@festival/shared/api-schemas/pageeditor-presence';
import { PageIdParams, pageeditorPaths } from '@festival/shared/api-schemas/pageeditor-writes';
import { heartbeat, leave, otherEditors } from '../../services/pageeditor/page-presence';
import { editorContext } from './editor-context';

const tags = ['pageeditor'];
const errors = { 401: ErrorDetail, 403: ErrorDetail, 404: ErrorDetail };

/** Who else has the page open in edit mode (advice, not a lock): heartbeat, list, leave. */
const presenceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const path = pageeditorPaths.presence(':page_id');

  app.get(path, {
    schema: { tags, summary: 'The other editors with the page open in edit mode', params: PageIdParams, response: { 200: PresenceList, ...errors } },
  }, async (request) => {
    const ctx = editorContext(app, request);
    return otherEditors(app.db.kysely, request.params.page_id, ctx.user.id, ctx.now);
  });

  app.post(path, {
    schema: { tags, summary: 'The editor has the page open in edit mode (every 15 s); answers the others', params: PageIdParams, response: { 200: PresenceList, ...errors } },
  }, async (request) => {
    const ctx = editorContext(app, request);
    return heartbeat(app.db.kysely, request.params.page_id, ctx.user.id, ctx.now);
  });

  app.delete(path, {
    schema: { tags, summary: 'The editor left edit mode or closed the page', params: PageIdParams, response: { 204: { type: 'null' }, ...errors } },
  }, async (request, reply) => {
    const ctx = editorContext(app, request);
    await leave(app.db.kysely, request.params.page_id, ctx.user.id);
    return reply.status(204).send();
  });
};
export default presenceRoutes;
