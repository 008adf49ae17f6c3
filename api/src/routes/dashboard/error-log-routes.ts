import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorDetail } from '@festival/shared/api-schemas/common-schemas';
import { ERROR_LOG_PAGE_SIZE, ErrorLogPage, ErrorLogQuery } from '@festival/shared/api-schemas/dashboard';
import { pagedResult, pageRequest } from '../../services/common/paging';
import { errorLogSummary } from '../../services/dashboard/error-log-summary';

const tags = ['dashboard'];

/** The stored 404 reports, one row per url (the POST that stores them is a public forms route). */
const errorLogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/dashboard-error-log/', {
    schema: { tags, querystring: ErrorLogQuery, response: { 200: ErrorLogPage, 400: ErrorDetail, 403: ErrorDetail } },
  }, async (request) => {
    const paging = pageRequest(request.query, ERROR_LOG_PAGE_SIZE);
    const { count, results } = await errorLogSummary(app.db.kysely, paging);
    return pagedResult(request, paging, count, results);
  });
};
export default errorLogRoutes;
