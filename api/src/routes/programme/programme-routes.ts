import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import catalogueRoutes from './catalogue-routes';
import eventRoutes from './event-routes';
import filterOptionRoutes from './filter-option-routes';

const programmeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(filterOptionRoutes);
  await app.register(eventRoutes);
  await app.register(catalogueRoutes);
};
export default programmeRoutes;
