import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Order } from '@festival/shared/api-schemas/shop';
import { isApiError } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { TextField } from '../../../components/text-field';
import { lookupOrder } from '../api/lookup-order';
import { submitHandler } from '@festival/shared/forms/submit-handler';

interface LookupValues {
  code: string;
  email: string;
}

/** Order code and e-mail address; shows the order when both belong to it. */
export function OrderLookupForm({ locale, code = '', onFound }: { locale: Locale; code?: string; onFound: (order: Order) => void }) {
  const { t } = useLocaleT('webshop');
  const [failure, setFailure] = useState<'notFound' | 'failed' | null>(null);
  const { register, handleSubmit, formState } = useForm<LookupValues>({ defaultValues: { code, email: '' } });
  const required = t('form.required');

  const onSubmit = async (values: LookupValues) => {
    setFailure(null);
    try {
      onFound(await lookupOrder(values.code.trim(), values.email.trim(), locale));
    } catch (error) {
      if (!isApiError(error, 404)) console.error('shop-orders lookup', error);
      setFailure(isApiError(error, 404) ? 'notFound' : 'failed');
    }
  };

  return (
    <form className="sp-form" noValidate onSubmit={submitHandler(handleSubmit(onSubmit))}>
      <TextField id="sp-lookup-code" label={t('lookup.code')} required autoComplete="off"
        registration={register('code', { validate: (value) => value.trim() !== '' || required, maxLength: { value: 20, message: t('form.tooLong') } })}
        error={formState.errors.code} />
      <TextField id="sp-lookup-email" label={t('lookup.email')} type="email" required autoComplete="email"
        registration={register('email', { validate: (value) => value.trim() !== '' || required })}
        error={formState.errors.email} />
      {failure && <p role="alert" className="sp-notice">{t(`lookup.${failure}`)}</p>}
      <button type="submit" className="fs-button fs-button--accent" disabled={formState.isSubmitting}>
        {t('lookup.submit')}
      </button>
    </form>
  );
}
