import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ForbiddenError } from '../../services/common/http-errors';
import { bool } from '../../services/common/stored-values';
import errorLogRoutes from './error-log-routes';

/**
 * Spec §6: the dashboard is for staff with dashboard access. The hook guards every route of
 * this folder; anonymous visitors and other accounts alike get 403.
 */
const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', async (request) => {
    const { user } = request;
    if (!user || !bool(user.has_dashboard_online_access)) throw new ForbiddenError('The dashboard is for staff with dashboard access only.');
  });
  await app.register(errorLogRoutes);
};
export default dashboardRoutes;
