import type { Cart } from '@festival/shared/api-schemas/shop';
import { apiGet } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';

/** The visitor's cart: every hold, live or expired, with the total of the live ones. */
export function getCart(locale: Locale, signal?: AbortSignal): Promise<Cart> {
  return apiGet<Cart>('/api/shop-cart/', { locale, signal });
}
