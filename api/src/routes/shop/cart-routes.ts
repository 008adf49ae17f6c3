import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ErrorDetail } from '@festival/shared/api-schemas/common-schemas';
import { Cart, CartItemChange, CartItemParams, ShopCartAnswer, ShopCartRequest, ShopErrorAnswer } from '@festival/shared/api-schemas/shop';
import { BadRequestError } from '../../services/common/http-errors';
import { CartService } from '../../services/shop/cart-service';
import { cartActionRateLimit, newCartRateLimit } from './cart-rate-limits';
import { cartToken, setCartSummaryCookies, setCartToken } from './shop-cookies';

const tags = ['shop'];
const errors = { 400: ErrorDetail, 403: ErrorDetail, 404: ShopErrorAnswer, 409: ShopErrorAnswer, 429: ErrorDetail, 503: ShopErrorAnswer };

const cartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limits = app.config.shopLimits;
  const carts = new CartService(app.db, app.clock, app.changes, limits);
  const opensCart = async (request: FastifyRequest) => (await carts.cartId(cartToken(request))) === null;

  /** Spec §7: one call per seat group; answers the cart's ticket count and address. */
  app.post('/api/shop-cart/', {
    config: { rateLimit: cartActionRateLimit(limits) },
    preHandler: newCartRateLimit(app, limits, opensCart),
    schema: { tags, body: ShopCartRequest, response: { 200: ShopCartAnswer, ...errors } },
  }, async (request, reply) => {
    const body = request.body;
    if (body.quantities.length !== body.sale_type_ids.length) {
      throw new BadRequestError('quantities and sale_type_ids must have the same length.');
    }
    const { answer, newToken } = await carts.add(cartToken(request), body);
    if (newToken) setCartToken(request, reply, newToken);
    setCartSummaryCookies(request, reply, answer.tickets_quantity, answer.cart_url);
    return answer;
  });

  app.get('/api/shop-cart/', {
    schema: { tags, response: { 200: Cart } },
  }, (request) => carts.view(cartToken(request), request.locale));

  app.patch('/api/shop-cart/items/:id/', {
    schema: { tags, params: CartItemParams, body: CartItemChange, response: { 200: Cart, ...errors } },
  }, async (request, reply) => {
    const cart = await carts.changeQuantity(cartToken(request), request.params.id, request.body.quantity, request.locale);
    setCartSummaryCookies(request, reply, cart.tickets_quantity, cart.cart_url);
    return cart;
  });

  app.delete('/api/shop-cart/items/:id/', {
    schema: { tags, params: CartItemParams, response: { 200: Cart, ...errors } },
  }, async (request, reply) => {
    const cart = await carts.remove(cartToken(request), request.params.id, request.locale);
    setCartSummaryCookies(request, reply, cart.tickets_quantity, cart.cart_url);
    return cart;
  });
};
export default cartRoutes;
