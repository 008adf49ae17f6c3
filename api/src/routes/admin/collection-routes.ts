import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorDetail } from '@festival/shared/api-schemas/common-schemas';
import {
  AdminConflict, AdminDeleteQuery, AdminFieldErrors, AdminHistory, AdminIdParams, AdminListPage, AdminListQuery, AdminStaleWrite, adminPaths,
} from '@festival/shared/api-schemas/admin';
import { ADMIN_COLLECTION_DEFINITIONS } from '../../services/admin/admin-collections';
import { objectHistory } from '../../services/admin/admin-history';
import { listObjects } from '../../services/admin/admin-list';
import { readObject } from '../../services/admin/admin-read';
import { createObject, deleteObject, patchObject, replaceObject } from '../../services/admin/admin-writes';
import { NotFoundError } from '../../services/common/http-errors';
import { pagedResult } from '../../services/common/paging';
import { editorContext } from '../pageeditor/editor-context';

const denied = { 401: ErrorDetail, 403: ErrorDetail };

/** The same six routes and a history for every collection of the admin, each with its own schema in the OpenAPI document. */
const collectionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const def of ADMIN_COLLECTION_DEFINITIONS) {
    const tags = [`admin: ${def.name}`];
    const list = adminPaths.list(def.name);
    const item = adminPaths.item(def.name, ':id');
    const writeErrors = {
      ...denied, 400: AdminFieldErrors, 404: ErrorDetail, 409: { anyOf: [AdminStaleWrite, AdminConflict] },
      // A guarded write waits for the seats' locks a bounded time, then answers 503 with Retry-After.
      ...(def.guard ? { 503: ErrorDetail } : {}),
    };

    app.get(list, {
      schema: { tags, summary: `List ${def.name}: q searches ${def.search.join(', ')}; ordering by ${def.orderings.join(', ')}`, querystring: AdminListQuery, response: { 200: AdminListPage, 400: AdminFieldErrors, ...denied } },
    }, async (request) => {
      const { paging, count, results } = await listObjects(app.db.kysely, def, request.query, request.locale);
      return pagedResult(request, paging, count, results);
    });

    app.post(list, {
      schema: { tags, summary: `Create one of ${def.name} (ids in the body are ignored: a copy)`, body: def.schema, response: { 201: def.schema, ...writeErrors } },
    }, async (request, reply) => reply.status(201).send(await createObject(editorContext(app, request), def, request.body)));

    app.get(item, {
      schema: { tags, summary: 'The object: a valid PUT body, and without ids a valid POST body', params: AdminIdParams, response: { 200: def.schema, 404: ErrorDetail, ...denied } },
    }, async (request) => {
      const object = await readObject(app.db.kysely, def, request.params.id);
      if (!object) throw new NotFoundError('Not found.');
      return object;
    });

    app.put(item, {
      schema: { tags, summary: 'Replace the object, based on its revision', params: AdminIdParams, body: def.schema, response: { 200: def.schema, ...writeErrors } },
    }, async (request) => replaceObject(editorContext(app, request), def, request.params.id, request.body));

    app.patch(item, {
      schema: { tags, summary: 'Change some top-level fields, based on the revision', params: AdminIdParams, body: def.schema, response: { 200: def.schema, ...writeErrors } },
    }, async (request) => patchObject(editorContext(app, request), def, request.params.id, request.body));

    app.delete(item, {
      schema: { tags, summary: 'Delete the object (409 while referenced or with sold tickets)', params: AdminIdParams, querystring: AdminDeleteQuery, response: { 204: { type: 'null' }, ...writeErrors } },
    }, async (request, reply) => {
      await deleteObject(editorContext(app, request), def, request.params.id, request.query.revision);
      return reply.status(204).send();
    });

    app.get(adminPaths.history(def.name, ':id'), {
      schema: { tags, summary: 'Who changed the object, what and when; newest first', params: AdminIdParams, response: { 200: AdminHistory, 404: ErrorDetail, ...denied } },
    }, async (request) => {
      const object = await readObject(app.db.kysely, def, request.params.id);
      const history = await objectHistory(app.db.kysely, def.entity, request.params.id);
      if (!object && history.length === 0) throw new NotFoundError('Not found.');
      return history;
    });
  }
};
export default collectionRoutes;
