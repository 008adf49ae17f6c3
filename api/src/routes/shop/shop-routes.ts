import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import cartRoutes from './cart-routes';
import orderRoutes from './order-routes';
import shopCalendarRoutes from './shop-calendar-routes';

/**
 * The shop's routes. Refused cart and order actions throw a ShopError, answered `{ detail,
 * response_code }` (spec §8); a seat lock not had in time answers 503 with Retry-After, so
 * clients try again: both by the app's error handler.
 */
const shopRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(cartRoutes);
  await app.register(orderRoutes);
  await app.register(shopCalendarRoutes);
};
export default shopRoutes;
