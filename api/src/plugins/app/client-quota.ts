import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { TooManyRequestsError } from '../../services/common/http-errors';

/**
 * Counts requests per client address under a name of its own: the Redis store keys counters
 * made with createRateLimit by address alone, so two of them would add up into one.
 */
export function addressCounter(app: FastifyInstance, scope: string, max: number, timeWindow: string) {
  return app.createRateLimit({ max, timeWindow, keyGenerator: (request) => `${scope}|${request.ip}` });
}

/**
 * An onRequest hook that allows one client address `max` requests per `timeWindow`, beside a
 * route's own `config.rateLimit`: the rate-limit plugin runs only one of its hooks per request,
 * so a second window (a day besides a minute) counts through createRateLimit instead.
 */
export function clientQuota(app: FastifyInstance, scope: string, max: number, timeWindow: string): onRequestAsyncHookHandler {
  const count = addressCounter(app, scope, max, timeWindow);
  return async (request, reply) => {
    const result = await count(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('Retry-After', String(result.ttlInSeconds));
    throw new TooManyRequestsError(`Rate limit exceeded, retry in ${result.ttlInSeconds} seconds.`, result.ttlInSeconds);
  };
}
