import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Order } from '@festival/shared/api-schemas/shop';
import { useApiData } from '@festival/shared/api-client/use-api-data';
import type { Locale } from '@festival/shared/i18n/locales';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { LoadError } from '@festival/shared/ui/load-error';
import { Skeleton } from '@festival/shared/ui/skeleton';
import { useOrdersStore } from '@festival/shared/stores/orders-store';
import { SHOP_ERRORS } from '@festival/shared/api-schemas/shop-errors';
import { itemIdsOf, responseCodeOf } from '../../../api/response-code';
import { TextField } from '../../../components/text-field';
import { getPaymentMethods } from '../api/get-payment-methods';
import { placeOrder } from '../api/place-order';
import { EMAIL_PATTERN, emptyCheckout, toCheckoutRequest, type CheckoutValues } from '../model/checkout-values';
import { PaymentMethods } from './payment-methods';
import { submitHandler } from '@festival/shared/forms/submit-handler';

interface CheckoutFormProps {
  locale: Locale;
  onPlaced: (order: Order) => void;
  /** The holds ran out before the order was placed (-204); the page composing the form says so. */
  onExpired: () => void;
  /** The order was refused whole for lines whose event closed its sales (-217): their cart item ids. */
  onSalesClosed: (itemIds: number[]) => void;
}

/** Contact details, terms consent and payment method; places the order from the cart's holds. */
export function CheckoutForm({ locale, onPlaced, onExpired, onSalesClosed }: CheckoutFormProps) {
  const { t } = useLocaleT('webshop');
  const common = useLocaleT().t;
  const methods = useApiData((signal) => getPaymentMethods(locale, signal), [locale]);
  const [failed, setFailed] = useState(false);
  const { register, handleSubmit, formState, getValues, setValue } = useForm<CheckoutValues>({ defaultValues: emptyCheckout() });
  const { errors } = formState;

  useEffect(() => {
    const first = methods.data?.[0];
    if (first && !getValues('payment_method')) setValue('payment_method', first.id);
  }, [methods.data, getValues, setValue]);

  const onSubmit = async (values: CheckoutValues) => {
    const request = toCheckoutRequest(values);
    if (!request) return;
    setFailed(false);
    try {
      const order = await placeOrder(request, locale);
      // Kept in the browser: the visitor finds it in Mein Festival, also without network.
      useOrdersStore.getState().keep(order);
      onPlaced(order);
    } catch (error) {
      console.error('shop-orders', error);
      const code = responseCodeOf(error);
      if (code === SHOP_ERRORS.noReservation.code) onExpired();
      else if (code === SHOP_ERRORS.salesClosed.code) onSalesClosed(itemIdsOf(error));
      else setFailed(true);
    }
  };

  if (methods.status === 'loading') return <Skeleton lines={6} />;
  if (methods.status === 'error') return <LoadError onRetry={methods.reload} />;
  const required = t('form.required');
  return (
    <form className="sp-form" noValidate onSubmit={submitHandler(handleSubmit(onSubmit))} aria-labelledby="sp-checkout-form-title">
      <h2 id="sp-checkout-form-title" className="sp-panel__title">{t('checkout.contact')}</h2>
      <TextField id="sp-first-name" label={t('checkout.firstName')} required autoComplete="given-name"
        registration={register('first_name', { validate: (value) => value.trim() !== '' || required, maxLength: { value: 100, message: t('form.tooLong') } })}
        error={errors.first_name} />
      <TextField id="sp-last-name" label={t('checkout.lastName')} required autoComplete="family-name"
        registration={register('last_name', { validate: (value) => value.trim() !== '' || required, maxLength: { value: 100, message: t('form.tooLong') } })}
        error={errors.last_name} />
      <TextField id="sp-email" label={t('checkout.email')} type="email" required autoComplete="email"
        registration={register('email', { required, validate: (value) => EMAIL_PATTERN.test(value.trim()) || t('form.invalidEmail') })}
        error={errors.email} />
      <TextField id="sp-phone" label={t('checkout.phone')} type="tel" autoComplete="tel"
        registration={register('phone', { maxLength: { value: 40, message: t('form.tooLong') } })} error={errors.phone} />
      <PaymentMethods methods={methods.data} registration={register('payment_method', { required })} />
      <div className="sp-field">
        <div className="sp-choice">
          <input id="sp-terms" type="checkbox" aria-required aria-invalid={errors.terms_accepted ? true : undefined}
            aria-describedby={errors.terms_accepted ? 'sp-terms-error' : undefined}
            {...register('terms_accepted', { required: t('checkout.termsRequired') })} />
          <label htmlFor="sp-terms">
            {t('checkout.termsBefore')}{' '}
            <Link to="legals-agb" target="_blank" rel="noopener">
              {t('checkout.terms')}
              <span className="fs-visually-hidden"> {common('link.newWindow')}</span>
            </Link>
            {t('checkout.termsAfter')}
          </label>
        </div>
        {errors.terms_accepted && <p id="sp-terms-error" className="sp-field__error">{errors.terms_accepted.message}</p>}
      </div>
      {failed && <p role="alert" className="sp-notice">{t('checkout.failed')}</p>}
      <button type="submit" className="fs-button fs-button--accent" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('checkout.placing') : t('checkout.place')}
      </button>
    </form>
  );
}
