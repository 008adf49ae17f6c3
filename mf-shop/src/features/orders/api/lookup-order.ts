import type { Order } from '@festival/shared/api-schemas/shop';
import { apiGet } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';

/** An order by its code and the e-mail address it was placed with; 404 unless both match. */
export function lookupOrder(code: string, email: string, locale: Locale): Promise<Order> {
  return apiGet<Order>('/api/shop-orders/lookup/', { locale, query: { code, email } });
}
