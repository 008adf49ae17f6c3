import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TypeBoxValidatorCompiler, type TSchema } from '@fastify/type-provider-typebox';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import { answerErrorsAs } from '../../plugins/app/error-handler';
import { requireEditor } from '../../plugins/app/require-editor';
import { NotFoundError } from '../../services/common/http-errors';
import { moduleAnswerSerializer } from '../content/module-serializer';
import adminToolRoutes from './admin-tool-routes';
import collectionRoutes from './collection-routes';
import formEntryRoutes from './form-entry-routes';
import settingsRoutes from './settings-routes';

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
  // A query or path that does not fit its schema names the field, like a body error; a unique
  // value another object holds is the editor's clash (409), not a bug.
  answerErrorsAs(app, { namedFields: true, uniqueConflict: true });
  await app.register(collectionRoutes);
  await app.register(adminToolRoutes);
  await app.register(settingsRoutes);
  await app.register(formEntryRoutes);
  app.all('/api/admin/*', { schema: { hide: true } }, async () => {
    throw new NotFoundError('Not found.');
  });
};
export default adminRoutes;
