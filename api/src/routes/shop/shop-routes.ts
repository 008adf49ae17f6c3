import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SeatsBusyError } from '../../services/shop/seat-locks';
import { ShopError } from '../../services/shop/shop-errors';
import { sendSeatsBusy } from './seats-busy-answer';
import cartRoutes from './cart-routes';
import orderRoutes from './order-routes';
import shopCalendarRoutes from './shop-calendar-routes';

/**
 * The shop's routes. Refused cart and order actions answer `{ detail, response_code }` (spec
 * §8); a seat lock not had in time answers 503 with Retry-After, so clients try again; every
 * other error goes on to the app's error handler.
 */
const shopRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof ShopError) {
      const named = error.itemIds.length > 0 ? { item_ids: error.itemIds } : {};
      return reply.status(error.statusCode).send({ detail: error.message, response_code: error.responseCode, ...named });
    }
    if (error instanceof SeatsBusyError) return sendSeatsBusy(reply, error);
    throw error;
  });
  await app.register(cartRoutes);
  await app.register(orderRoutes);
  await app.register(shopCalendarRoutes);
};
export default shopRoutes;
