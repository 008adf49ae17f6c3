import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorDetail } from '@festival/shared/api-schemas/common-schemas';
import { ContainerCreateBody, ContainerCreated, FieldErrors, pageeditorPaths, StaleWrite } from '@festival/shared/api-schemas/pageeditor-writes';
import { ensureContainer } from '../../services/pageeditor/container-writes';
import { editorContext } from './editor-context';

const tags = ['pageeditor'];

const containerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(pageeditorPaths.container, {
    schema: {
      tags,
      summary: 'Make sure the container of a slug exists (201 when made, 200 when it was there); with parent, position and revision also place a Container module showing it',
      body: ContainerCreateBody,
      response: { 200: ContainerCreated, 201: ContainerCreated, 400: FieldErrors, 401: ErrorDetail, 403: ErrorDetail, 409: StaleWrite },
    },
  }, async (request, reply) => {
    const { created, answer } = await ensureContainer(editorContext(app, request), request.body);
    return reply.status(created ? 201 : 200).send(answer);
  });
};
export default containerRoutes;
