import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Calendar, CalendarQuery, ErrorDetail, EventDayPage, EventDetail, EventListQuery, IdParams, ProgrammeTeaserList,
} from '@festival/shared/api-schemas/programme';
import { pagedResult, pageRequest } from '../../services/common/paging';
import { EventDetailService } from '../../services/programme/event-detail-service';
import { EventService } from '../../services/programme/event-service';

const tags = ['programme'];
/** Spec §9: the event list loads 10 per page. */
const EVENT_PAGE_SIZE = 10;

const eventRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const events = new EventService(app.db.kysely);
  const details = new EventDetailService(app.db.kysely);

  app.get('/api/events/', {
    schema: { tags, querystring: EventListQuery, response: { 200: EventDayPage, 400: ErrorDetail } },
  }, async (request) => {
    const paging = pageRequest(request.query, EVENT_PAGE_SIZE);
    const { count, days } = await events.list(request.query, paging, request.locale, app.clock());
    return pagedResult(request, paging, count, days);
  });

  app.get('/api/events/:id/', {
    schema: { tags, params: IdParams, response: { 200: EventDetail, 400: ErrorDetail, 404: ErrorDetail } },
  }, (request) => details.get(request.params.id, request.locale));

  app.get('/api/calendar/', {
    schema: { tags, querystring: CalendarQuery, response: { 200: Calendar, 400: ErrorDetail } },
  }, (request) => events.calendar(request.query, app.clock()));

  app.get('/api/teasers/', {
    schema: { tags, response: { 200: ProgrammeTeaserList } },
  }, (request) => events.teasers(request.locale, app.clock()));
};
export default eventRoutes;
