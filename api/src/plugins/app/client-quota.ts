import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { TooManyRequestsError } from '../../services/common/http-errors';

/**
 * An onRequest hook that allows one client address `max` requests per `timeWindow`, beside a
 * route's own `config.rateLimit`: the rate-limit plugin runs only one of its hooks per request,
 * so a second window (a day besides a minute) counts through createRateLimit instead.
 */
export function clientQuota(app: FastifyInstance, max: number, timeWindow: string): onRequestAsyncHookHandler {
  const count = app.createRateLimit({ max, timeWindow });
  return async (request, reply) => {
    const result = await count(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('Retry-After', String(result.ttlInSeconds));
    throw new TooManyRequestsError(`Rate limit exceeded, retry in ${result.ttlInSeconds} seconds.`, result.ttlInSeconds);
  };
}
