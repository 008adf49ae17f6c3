import type { Cart } from '@festival/shared/api-schemas/shop';
import { apiRequest } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';

/** Removes one cart line and frees its seats. */
export function removeCartItem(id: number, locale: Locale): Promise<Cart> {
  return apiRequest<Cart>(`/api/shop-cart/items/${id}/`, { method: 'DELETE', locale });
}
