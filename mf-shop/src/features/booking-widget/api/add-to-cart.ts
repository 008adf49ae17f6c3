import type { ShopCartAnswer, ShopCartRequest } from '@festival/shared/api-schemas/shop';
import { apiPost } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';

/** Spec §7: POST /{lang}/api/shop-cart/, one call per seat group; the api client sends the CSRF header. */
export function addToCart(request: ShopCartRequest, locale: Locale): Promise<ShopCartAnswer> {
  return apiPost<ShopCartAnswer>('/api/shop-cart/', request, { locale });
}
