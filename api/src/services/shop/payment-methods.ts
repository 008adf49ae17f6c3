import type { OrderStatus, PaymentMethod } from '@festival/shared/api-schemas/shop';
import type { Locale } from '@festival/shared/i18n/locales';

/**
 * A way to pay for an order. No payment provider is reachable from this installation, so the
 * only method is paying at the box office; a provider would be one more entry here whose
 * start() hands back its status (and, for a redirecting provider, where to send the buyer).
 */
export interface PaymentMethodHandler {
  id: string;
  describe: (locale: Locale) => PaymentMethod;
  /** The status a new order starts in. */
  initialStatus: OrderStatus;
}

const boxOffice: PaymentMethodHandler = {
  id: 'box_office',
  describe: (locale) => ({
    id: 'box_office',
    name: locale === 'en' ? 'Pay at the box office' : 'Zahlung an der Abendkasse',
    description: locale === 'en'
      ? 'Collect and pay for your tickets at the box office up to 30 minutes before the event. Please bring your order code.'
      : 'Holen und bezahlen Sie Ihre Karten bis 30 Minuten vor Beginn an der Abendkasse. Bitte bringen Sie Ihren Bestellcode mit.',
  }),
  initialStatus: 'pending_payment',
};

export const PAYMENT_METHODS: readonly PaymentMethodHandler[] = [boxOffice];

export function paymentMethod(id: string): PaymentMethodHandler | undefined {
  return PAYMENT_METHODS.find((method) => method.id === id);
}
