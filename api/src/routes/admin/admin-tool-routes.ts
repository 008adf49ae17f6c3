import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminFieldErrors, AdminIdParams } from '@festival/shared/api-schemas/admin';
import {
  AdminBulkBody, AdminBulkResult, AdminSearchQuery, AdminSearchResult, adminToolPaths,
} from '@festival/shared/api-schemas/admin-tools';
import { ErrorDetail } from '@festival/shared/api-schemas/common-schemas';
import { schemaErrors } from '@festival/shared/validation/module-rules';
import { ADMIN_COLLECTION_DEFINITIONS } from '../../services/admin/admin-collections';
import { bulkAction } from '../../services/admin/admin-bulk';
import { readObject } from '../../services/admin/admin-read';
import { searchAdmin } from '../../services/admin/admin-search';
import { createObject } from '../../services/admin/admin-writes';
import { NotFoundError } from '../../services/common/http-errors';
import { FieldValidationError } from '../../services/editing/editor-errors';
import { editorContext } from '../pageeditor/editor-context';

const denied = { 401: ErrorDetail, 403: ErrorDetail };

/** Duplicate and bulk actions per collection, and the search across the hub (contract in admin-tools). */
const adminToolRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(adminToolPaths.search, {
    schema: { tags: ['admin: search'], summary: 'Events, persons, productions, pages, articles and forms whose title or name holds every word of q', querystring: AdminSearchQuery, response: { 200: AdminSearchResult, 400: AdminFieldErrors, ...denied } },
  }, async (request) => ({ results: await searchAdmin(app.db.kysely, request.query.q) }));

  for (const def of ADMIN_COLLECTION_DEFINITIONS) {
    const tags = [`admin: ${def.name}`];
    app.post(adminToolPaths.duplicate(def.name, ':id'), {
      schema: { tags, summary: 'A copy of the object, with fresh slugs and shop ids', params: AdminIdParams, response: { 201: def.schema, 400: AdminFieldErrors, 404: ErrorDetail, ...denied } },
    }, async (request, reply) => {
      const original = await readObject(app.db.kysely, def, request.params.id);
      if (!original) throw new NotFoundError('Not found.');
      // The original still holds its slugs and shop ids, so the copy is assigned fresh ones.
      return reply.status(201).send(await createObject(editorContext(app, request), def, original));
    });

    app.post(adminToolPaths.bulk(def.name), {
      schema: {
        tags,
        summary: 'Set online/offline, delete, or (events) move to another room: each row as its own request, reported per row',
        body: AdminBulkBody,
        response: { 200: AdminBulkResult, 400: AdminFieldErrors, 404: AdminBulkResult, 409: AdminBulkResult, ...denied },
      },
    }, async (request, reply) => {
      const errors = schemaErrors(AdminBulkBody, request.body);
      if (errors.length > 0) throw new FieldValidationError(errors, request.locale);
      const results = await bulkAction(editorContext(app, request), def, request.body);
      if (results.some((row) => row.status < 300)) return { results };
      // nothing was written: the answer says so, as one request for a lone row would have
      const status = results.every((row) => row.status === 404) ? 404 : 409;
      return reply.status(status).send({ detail: 'Nothing was changed.', results });
    });
  }
};
export default adminToolRoutes;
