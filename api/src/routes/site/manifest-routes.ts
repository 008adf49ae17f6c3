import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LOCALES } from '@festival/shared/i18n/locales';
import { manifestPath, webAppManifest } from '../../services/site/web-app-manifest';

/** The web app manifest of each language (installable site); documents link their language's. */
const manifestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const locale of LOCALES) {
    const body = JSON.stringify(webAppManifest(locale));
    app.get(manifestPath(locale), { schema: { hide: true } }, async (_request, reply) =>
      reply.type('application/manifest+json; charset=utf-8').header('Cache-Control', 'no-cache').send(body));
  }
};
export default manifestRoutes;
