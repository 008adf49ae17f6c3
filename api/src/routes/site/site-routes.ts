import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import documentRoutes from '../../documents/document-routes';
import manifestRoutes from './manifest-routes';
import mediaRoutes from './media-routes';
import publicRoutes from './public-routes';
import remoteRoutes from './remote-routes';
import seoRoutes from './seo-routes';

/** What the browser loads besides the JSON api: media, remotes, robots and sitemap, web app manifests, service worker and error pages, documents. */
const siteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(mediaRoutes);
  await app.register(remoteRoutes);
  await app.register(seoRoutes);
  await app.register(manifestRoutes);
  await app.register(publicRoutes);
  await app.register(documentRoutes);
};
export default siteRoutes;
