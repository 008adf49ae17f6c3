import type { Cart, CartItemChange } from '@festival/shared/api-schemas/shop';
import { apiRequest } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';

/** Sets the amount of one cart line; the api recounts under the seat lock and renews every hold. */
export function changeCartItem(id: number, change: CartItemChange, locale: Locale): Promise<Cart> {
  return apiRequest<Cart>(`/api/shop-cart/items/${id}/`, { method: 'PATCH', body: change, locale });
}
