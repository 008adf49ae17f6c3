import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorDetail, IdParams } from '@festival/shared/api-schemas/common-schemas';
import { BreakingNewsList, Form, OpeningHoursToday, UserDetails } from '@festival/shared/api-schemas/content';
import { breakingNews } from '../../services/content/breaking-news-service';
import { formById } from '../../services/content/forms-service';
import { openingHoursToday } from '../../services/content/opening-hours-service';
import { userDetails } from '../../services/content/users-service';

const tags = ['content'];

/** Header and footer information, forms and the visitor's account state (spec §7). */
const siteInfoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/opening-hours-today/', { schema: { tags, response: { 200: OpeningHoursToday } } }, async (request) =>
    openingHoursToday(app.db.kysely, request.locale, app.clock()));

  app.get('/api/forms/:id/', { schema: { tags, params: IdParams, response: { 200: Form, 404: ErrorDetail } } }, async (request) =>
    formById(app.db.kysely, request.params.id, request.locale));

  app.get('/api/breaking-news/', { schema: { tags, response: { 200: BreakingNewsList } } }, async (request) =>
    breakingNews(app.db.kysely, request.locale, app.clock()));

  app.get('/api/user-details/', { schema: { tags, response: { 200: UserDetails } } }, async (request) =>
    userDetails(request.user, request.locale));
};
export default siteInfoRoutes;
