import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorDetail, Instant } from '@festival/shared/api-schemas/common-schemas';
import { Type } from '@sinclair/typebox';
import type { MovableClock } from '../../services/common/movable-clock';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const ClockBody = Type.Object({ now: Instant });

/**
 * Registered only with TEST_CLOCK=1 (end-to-end tests that start a server of their own):
 * `PUT /api/test-clock/ {now}` sets the server's clock, which then runs on from there. Only a
 * client on the same machine may move it (the socket's address, whatever proxy headers say).
 * Every count that depends on the time is stale afterwards, so the caches are told as after
 * a seat change.
 */
const testClockRoutes: FastifyPluginAsyncTypebox<{ clock: MovableClock }> = async (app, { clock }) => {
  app.put('/api/test-clock/', {
    schema: { hide: true, body: ClockBody, response: { 200: ClockBody, 400: ErrorDetail, 403: ErrorDetail } },
  }, async (request, reply) => {
    if (!LOOPBACK.has(request.socket.remoteAddress ?? '')) return reply.code(403).send({ detail: 'The clock is moved from this machine only.' });
    clock.setTo(new Date(request.body.now));
    await app.changes.publish('availability', { eventIds: [] });
    return { now: clock.now().toISOString() };
  });
};
export default testClockRoutes;
