import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorDetail, Id } from '@festival/shared/api-schemas/common-schemas';
import { EventDetail } from '@festival/shared/api-schemas/programme';
import { ShopCalendar, ShopCalendarQuery } from '@festival/shared/api-schemas/shop';
import { Type } from '@sinclair/typebox';
import { NotFoundError } from '../../services/common/http-errors';
import { shopCalendar } from '../../services/shop/shop-calendar-service';

const tags = ['shop'];
const JetParams = Type.Object({ jet: Id });

const shopCalendarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const details = app.programme.eventDetails;

  app.get('/api/shop-calendar/', {
    schema: { tags, querystring: ShopCalendarQuery, response: { 200: ShopCalendar, 400: ErrorDetail } },
  }, (request) => shopCalendar(app.db.kysely, request.query.month, app.clock(), request.locale, app.config.shopLimits.salesCloseMinutes));

  /** The webshop's event page (an event's ticket_url): the event by its ticketing id. */
  app.get('/api/shop-events/:jet/', {
    schema: { tags, params: JetParams, response: { 200: EventDetail, 400: ErrorDetail, 404: ErrorDetail } },
  }, async (request) => {
    const event = await app.db.kysely.selectFrom('events').select('id')
      .where('event_jet_id', '=', request.params.jet).executeTakeFirst();
    const detail = event ? await details.find(event.id, request.locale, app.clock()) : null;
    if (!detail) throw new NotFoundError('Event not found');
    return detail;
  });
};
export default shopCalendarRoutes;
