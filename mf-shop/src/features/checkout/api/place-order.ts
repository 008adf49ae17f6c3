import type { CheckoutRequest, Order } from '@festival/shared/api-schemas/shop';
import { apiPost } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';

/** Places the order from the cart's live holds in one transaction; -204 when they ran out. */
export function placeOrder(request: CheckoutRequest, locale: Locale): Promise<Order> {
  return apiPost<Order>('/api/shop-orders/', request, { locale });
}
