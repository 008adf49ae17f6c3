import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TypeBoxValidatorCompiler, type TSchema } from '@fastify/type-provider-typebox';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import { requireEditor } from '../../plugins/app/require-editor';
import { AdminConflictError, isUniqueViolation } from '../../services/admin/admin-errors';
import { NotFoundError } from '../../services/common/http-errors';
import { editorErrorAnswer } from '../../services/editing/editor-errors';
import { SeatsBusyError } from '../../services/shop/seat-locks';
import { moduleAnswerSerializer } from '../content/module-serializer';
import { sendSeatsBusy } from '../shop/seats-busy-answer';
import adminToolRoutes from './admin-tool-routes';
import collectionRoutes from './collection-routes';
import formEntryRoutes from './form-entry-routes';
import settingsRoutes from './settings-routes';

/** A query or path that does not fit its schema: 400 naming the field, like a body error. */
function validationAnswer(error: { message: string; validation?: Array<{ instancePath?: string; params?: { missingProperty?: string } }> }) {
  const [first] = error.validation ?? [];
  const field = first?.params?.missingProperty ?? first?.instancePath?.split('/').filter(Boolean).join('.') ?? '';
  return { detail: error.message, field, errors: [{ field, message: 'invalid' }] };
}

/**
 * The content admin's API (spec §2 /cms-hub; contract in @festival/shared/api-schemas/admin):
 * every route of this folder needs an editor (401 without a session, 403 for other accounts),
 * and the app's CSRF check covers each unsafe method.
 */
const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', requireEditor);
  // Bodies are checked by the write pipeline against the collection's schema, which names the
  // failing field; the schemas stay on the routes for the OpenAPI document.
  app.setValidatorCompiler((route) => (route.httpPart === 'body'
    ? (value: unknown) => ({ value })
    : TypeBoxValidatorCompiler(route as FastifyRouteSchemaDef<TSchema>))); // cast: every schema of this folder is TypeBox
  // Objects carry the collection's own fields; the services build them field by field.
  app.setSerializerCompiler(moduleAnswerSerializer);
  app.setErrorHandler((error: Error & { validation?: [] }, _request, reply) => {
    const answer = editorErrorAnswer(error);
    if (answer) return reply.status(answer.status).send(answer.body);
    if (error instanceof AdminConflictError) return reply.status(409).send(error.answer);
    if (error instanceof SeatsBusyError) return sendSeatsBusy(reply, error);
    if (error.validation) return reply.status(400).send(validationAnswer(error));
    if (isUniqueViolation(error)) return reply.status(409).send({ detail: 'Another object holds one of these values already.', field: '' });
    throw error;
  });
  await app.register(collectionRoutes);
  await app.register(adminToolRoutes);
  await app.register(settingsRoutes);
  await app.register(formEntryRoutes);
  app.all('/api/admin/*', { schema: { hide: true } }, async () => {
    throw new NotFoundError('Not found.');
  });
};
export default adminRoutes;
