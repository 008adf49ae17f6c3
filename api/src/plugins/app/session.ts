import fp from 'fastify-plugin';
import type { UserRow } from '../../db/tables/users.table';
import { findSessionUser, SESSION_COOKIE } from '../../services/account/session-repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account of the sessionid cookie (spec §6), or null for anonymous visitors. */
    user: UserRow | null;
  }
}

/**
 * Reads the session once per request, before any route: routes, hooks and document rules ask
 * request.user instead of the database. A request without a session cookie costs no query.
 */
export default fp(async (app) => {
  app.decorateRequest('user', null);
  // Callback style: most requests carry no session, and they skip a promise this way.
  app.addHook('onRequest', (request, _reply, done) => {
    const key = request.cookies[SESSION_COOKIE];
    if (!key) {
      done();
      return;
    }
    findSessionUser(app.db.kysely, key, app.clock()).then((user) => {
      request.user = user;
      done();
    }, done);
  });
}, { name: 'session', dependencies: ['@fastify/cookie'] });
