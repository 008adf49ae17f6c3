import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sitemapSources } from '../../documents/head/head-registry';
import { buildSitemap, robotsTxt } from '../../documents/sitemap';

const seoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/robots.txt', { schema: { tags: ['site'] } }, async (_request, reply) => {
    return reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600')
      .send(robotsTxt(app.config.publicOrigin));
  });

  app.get('/sitemap.xml', { schema: { tags: ['site'] } }, async (_request, reply) => {
    const xml = await buildSitemap(app, app.config.publicOrigin, sitemapSources);
    return reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(xml);
  });
};
export default seoRoutes;
