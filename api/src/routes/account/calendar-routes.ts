import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { AccountFavorites, CalendarFeedCreated, CalendarFeedParams, CalendarFeedState } from '@festival/shared/api-schemas/account-calendar';
import { ErrorDetail } from '@festival/shared/api-schemas/common-schemas';
import { CalendarFeedService, feedPath } from '../../services/account/calendar-feed-service';
import { UnauthorizedError } from '../../services/common/http-errors';

const tags = ['account'];
const errors = { 400: ErrorDetail, 401: ErrorDetail };
const ICS_FILE = /^(.*)\.ics$/;

/**
 * A signed-in visitor's favourites and their private calendar feed (Mein Festival): the feed's
 * URL is secret and revocable; calendar apps fetch it without a session, so it is never cached
 * by anything between them and the api.
 */
const calendarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const calendars = new CalendarFeedService(app.db.kysely, app.clock);
  const currentUser = (request: FastifyRequest) => {
    if (!request.user) throw new UnauthorizedError('Not signed in.');
    return request.user;
  };

  app.get('/api/account/favorites/', { schema: { tags, response: { 200: AccountFavorites, ...errors } } }, async (request) => ({
    event_ids: await calendars.favoriteEventIds(currentUser(request).id),
  }));

  app.put('/api/account/favorites/', { schema: { tags, body: AccountFavorites, response: { 200: AccountFavorites, ...errors } } }, async (request) => ({
    event_ids: await calendars.replaceFavorites(currentUser(request).id, request.body.event_ids),
  }));

  app.get('/api/account/calendar/', { schema: { tags, response: { 200: CalendarFeedState, ...errors } } }, async (request) =>
    calendars.feedState(currentUser(request).id));

  app.post('/api/account/calendar/', { schema: { tags, response: { 201: CalendarFeedCreated, ...errors } } }, async (request, reply) => {
    const token = await calendars.createFeed(currentUser(request).id, request.locale);
    return reply.status(201).send({ url: `${app.config.publicOrigin}${feedPath(token)}` });
  });

  app.delete('/api/account/calendar/', { schema: { tags, response: { 204: Type.Null(), ...errors } } }, async (request, reply) => {
    await calendars.revokeFeed(currentUser(request).id);
    return reply.status(204).send(null);
  });

  app.get('/api/account/calendar/:file', {
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    schema: { tags, params: CalendarFeedParams, response: { 200: Type.String({ description: 'text/calendar' }), 404: ErrorDetail } },
  }, async (request, reply) => {
    const token = ICS_FILE.exec(request.params.file)?.[1] ?? '';
    const text = await calendars.feed(token, app.config.publicOrigin);
    return reply.type('text/calendar; charset=utf-8').header('Cache-Control', 'private, no-store').send(text);
  });
};
export default calendarRoutes;
