import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorDetail } from '@festival/shared/api-schemas/common-schemas';
import { MODULE_MODELS } from '@festival/shared/api-schemas/module-inputs';
import {
  FieldErrors, ModuleIdParams, ModuleMoveBody, ModuleWritten, moduleCreateBody, moduleReplaceBody, OwnerWritten, pageeditorPaths,
  RevisionQuery, StaleWrite,
} from '@festival/shared/api-schemas/pageeditor-writes';
import { createModule, deleteModule, moveModule, replaceModule } from '../../services/pageeditor/module-writes';
import { editorContext } from './editor-context';

const tags = ['pageeditor'];
const errors = { 400: FieldErrors, 401: ErrorDetail, 403: ErrorDetail, 404: ErrorDetail, 409: StaleWrite };

/** Create, replace, delete and move, for each module model of spec §3 (kebab-case in the path). */
const moduleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const model of MODULE_MODELS) {
    // POST container/ makes sure a container exists and may place it (container-routes.ts).
    if (model !== 'Container') {
      app.post(pageeditorPaths.module(model), {
        schema: { tags, summary: `Add a ${model} module to a page, container or section column`, body: moduleCreateBody(model), response: { 201: ModuleWritten, ...errors } },
      }, async (request, reply) => reply.status(201).send(await createModule(editorContext(app, request), model, request.body)));
    }

    app.put(pageeditorPaths.moduleById(model, ':id'), {
      schema: { tags, summary: `Replace a ${model} module's fields in this language`, params: ModuleIdParams, body: moduleReplaceBody(model), response: { 200: ModuleWritten, ...errors } },
    }, async (request) => replaceModule(editorContext(app, request), model, request.params.id, request.body));

    app.delete(pageeditorPaths.moduleById(model, ':id'), {
      schema: { tags, summary: `Delete a ${model} module`, params: ModuleIdParams, querystring: RevisionQuery, response: { 200: OwnerWritten, ...errors } },
    }, async (request) => deleteModule(editorContext(app, request), model, request.params.id, request.query.revision));

    app.post(pageeditorPaths.moveModule(model, ':id'), {
      schema: { tags, summary: `Move a ${model} module within its page or container`, params: ModuleIdParams, body: ModuleMoveBody, response: { 200: ModuleWritten, ...errors } },
    }, async (request) => moveModule(editorContext(app, request), model, request.params.id, request.body));
  }
};
export default moduleRoutes;
