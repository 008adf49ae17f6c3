import type { PaymentMethod } from '@festival/shared/api-schemas/shop';
import { apiGet } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';

/** The ways to pay this installation offers (for now: at the box office). */
export function getPaymentMethods(locale: Locale, signal?: AbortSignal): Promise<PaymentMethod[]> {
  return apiGet<PaymentMethod[]>('/api/shop-payment-methods/', { locale, signal });
}
