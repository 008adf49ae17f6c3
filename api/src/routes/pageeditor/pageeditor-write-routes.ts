import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TypeBoxValidatorCompiler, type TSchema } from '@fastify/type-provider-typebox';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import { requireEditor } from '../../plugins/app/require-editor';
import { moduleAnswerSerializer } from '../content/module-serializer';
import containerRoutes from './container-routes';
import moduleRoutes from './module-routes';
import publishRoutes from './publish-routes';
import presenceRoutes from './presence-routes';
import versionRoutes from './version-routes';

/**
 * The page editor's write API (spec §7; contract in @festival/shared/api-schemas/pageeditor-writes):
 * every route of this folder needs an editor (401 without a session, 403 for other accounts), and
 * the app's CSRF check covers each of them, as every unsafe method.
 */
const pageeditorWriteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', requireEditor);
  // Bodies are checked by the write pipeline against the shared rules, which name the failing
  // field (400 { detail, field, errors }); the schemas stay on the routes for the OpenAPI document.
  app.setValidatorCompiler((route) => (route.httpPart === 'body'
    ? (value: unknown) => ({ value })
    : TypeBoxValidatorCompiler(route as FastifyRouteSchemaDef<TSchema>))); // cast: every schema of this folder is TypeBox
  app.setSerializerCompiler(moduleAnswerSerializer);
  await app.register(moduleRoutes);
  await app.register(containerRoutes);
  await app.register(versionRoutes);
  await app.register(publishRoutes);
  await app.register(presenceRoutes);
};
export default pageeditorWriteRoutes;
