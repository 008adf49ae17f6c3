import type { CheckoutRequest } from '@festival/shared/api-schemas/shop';

/** The checkout form's fields as react-hook-form holds them. */
export interface CheckoutValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  terms_accepted: boolean;
  payment_method: string;
}

/** Spec §5 form messages check e-mail addresses with this shape: something@something.tld. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emptyCheckout(paymentMethod = ''): CheckoutValues {
  return { first_name: '', last_name: '', email: '', phone: '', terms_accepted: false, payment_method: paymentMethod };
}

/** What is sent: trimmed text. Without the terms consent there is nothing to send. */
export function toCheckoutRequest(values: CheckoutValues): CheckoutRequest | null {
  if (!values.terms_accepted) return null;
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    terms_accepted: true,
    payment_method: values.payment_method,
  };
}
