import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorDetail } from '@festival/shared/api-schemas/common-schemas';
import { CheckoutRequest, Order, OrderLookupQuery, PaymentMethodList, ShopErrorAnswer } from '@festival/shared/api-schemas/shop';
import { OrderService } from '../../services/shop/order-service';
import { assertShopOnline } from '../../services/shop/shop-online';
import { cartToken, setCartSummaryCookies } from './shop-cookies';

const tags = ['shop'];

const orderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const orders = new OrderService(app.db, app.clock, app.config.shopLimits);

  app.get('/api/shop-payment-methods/', {
    schema: { tags, response: { 200: PaymentMethodList } },
  }, (request) => orders.paymentMethods(request.locale));

  app.post('/api/shop-orders/', {
    schema: {
      tags, body: CheckoutRequest,
      response: { 201: Order, 400: ShopErrorAnswer, 403: ErrorDetail, 409: ShopErrorAnswer, 503: ShopErrorAnswer },
    },
  }, async (request, reply) => {
    await assertShopOnline(app.db.kysely);
    const order = await orders.place(cartToken(request), request.body, request.locale);
    setCartSummaryCookies(request, reply, 0, '');
    return reply.status(201).send(order);
  });

  app.get('/api/shop-orders/lookup/', {
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    schema: { tags, querystring: OrderLookupQuery, response: { 200: Order, 400: ErrorDetail, 404: ErrorDetail } },
  }, (request) => orders.lookup(request.query.code, request.query.email, request.locale));
};
export default orderRoutes;
