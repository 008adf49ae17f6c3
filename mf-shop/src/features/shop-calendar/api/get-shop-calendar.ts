import type { ShopCalendar } from '@festival/shared/api-schemas/shop';
import { apiGet } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';
import type { ApiFetch } from '@festival/shared/ssr/route-data';

/** The ticketed events of one month (YYYY-MM; the current month without one) with their availability. */
export function getShopCalendar(month: string | null, locale: Locale, signal?: AbortSignal, fetch?: ApiFetch): Promise<ShopCalendar> {
  return apiGet<ShopCalendar>('/api/shop-calendar/', { locale, query: { month }, signal, fetch });
}
