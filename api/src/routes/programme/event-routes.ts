import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorDetail, IdParams } from '@festival/shared/api-schemas/common-schemas';
import { Calendar, CalendarQuery, EventDayPage, EventDetail, EventListQuery, ProgrammeTeaserList } from '@festival/shared/api-schemas/programme';
import { pageRequest } from '../../services/common/paging';

const tags = ['programme'];
/** Spec §9: the event list loads 10 per page. */
const EVENT_PAGE_SIZE = 10;

const eventRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { events, eventDetails: details, eventList: list, teasers } = app.programme;

  app.get('/api/events/', {
    schema: { tags, querystring: EventListQuery, response: { 200: EventDayPage, 400: ErrorDetail } },
  }, async (request, reply) => {
    const url = request.originalUrl ?? request.url;
    const body = await list.answer({
      url, path: url.split('?')[0]!, locale: request.locale, query: request.query, paging: pageRequest(request.query, EVENT_PAGE_SIZE), now: app.clock(),
    });
    // JSON already in the schema's shape: Fastify sends a Buffer as it is, while the type
    // provider only knows the object form.
    return reply.type('application/json; charset=utf-8').send(body as unknown as EventDayPage);
  });

  app.get('/api/events/:id/', {
    schema: { tags, params: IdParams, response: { 200: EventDetail, 400: ErrorDetail, 404: ErrorDetail } },
  }, (request) => details.get(request.params.id, request.locale, app.clock()));

  app.get('/api/calendar/', {
    schema: { tags, querystring: CalendarQuery, response: { 200: Calendar, 400: ErrorDetail } },
  }, (request) => events.calendar(request.query, app.clock()));

  app.get('/api/teasers/', {
    schema: { tags, response: { 200: ProgrammeTeaserList } },
  }, (request) => teasers.teasers(request.locale, app.clock()));
};
export default eventRoutes;
