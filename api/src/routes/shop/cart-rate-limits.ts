import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addressCounter } from '../../plugins/app/client-quota';
import { CART_ACTION_WINDOW, NEW_CART_WINDOW, type ShopLimits } from '../../services/shop/shop-limits';

/**
 * Per client address (in memory, or in Redis across instances when REDIS_URL is set):
 * add-to-cart calls within a minute, and, separately, the calls that open a new cart within
 * the 15 minutes a cart holds its seats, so one script cannot hold a sold-out night. Exceeding answers 429 with Retry-After; a limit of
 * 0 is off.
 */
export function cartActionRateLimit(limits: ShopLimits) {
  return limits.cartActionsPerAddress > 0 ? { max: limits.cartActionsPerAddress, timeWindow: CART_ACTION_WINDOW } : false;
}

/**
 * A preHandler counting only the calls that open a cart (`opensCart`): a visitor adding to the
 * cart they have is not held back by the new-cart limit.
 */
export function newCartRateLimit(app: FastifyInstance, limits: ShopLimits, opensCart: (request: FastifyRequest) => Promise<boolean>) {
  if (limits.newCartsPerAddress === 0) return async () => {};
  const limiter = addressCounter(app, 'new-cart', limits.newCartsPerAddress, NEW_CART_WINDOW);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!(await opensCart(request))) return;
    const outcome = await limiter(request);
    if (outcome.isAllowed || !outcome.isExceeded) return;
    reply.header('retry-after', outcome.ttlInSeconds);
    return reply.status(429).send({ detail: `Too many new carts from this address. Please try again in ${outcome.ttlInSeconds} seconds.` });
  };
}
