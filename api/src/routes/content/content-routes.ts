import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import audioRoutes from './audio-routes';
import magazineRoutes from './magazine-routes';
import pageeditorRoutes from './pageeditor-routes';
import searchRoutes from './search-routes';
import siteInfoRoutes from './site-info-routes';

/** The content domain: page editor reads, site information, magazine, search and demo audio. */
const contentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(pageeditorRoutes);
  await app.register(siteInfoRoutes);
  await app.register(magazineRoutes);
  await app.register(searchRoutes);
  await app.register(audioRoutes);
};
export default contentRoutes;
