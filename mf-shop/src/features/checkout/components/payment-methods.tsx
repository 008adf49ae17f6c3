import type { UseFormRegisterReturn } from 'react-hook-form';
import type { PaymentMethod } from '@festival/shared/api-schemas/shop';
import { useLocaleT } from '@festival/shared/ui/app-context';

/** The payment methods as radio buttons, each with its conditions as description. */
export function PaymentMethods({ methods, registration }: { methods: PaymentMethod[]; registration: UseFormRegisterReturn }) {
  const { t } = useLocaleT('webshop');
  return (
    <fieldset className="sp-field sp-field--choices">
      <legend>{t('checkout.payment')}</legend>
      {methods.map((method) => (
        <div key={method.id} className="sp-choice">
          <input id={`sp-pay-${method.id}`} type="radio" value={method.id} aria-describedby={`sp-pay-${method.id}-text`} {...registration} />
          <label htmlFor={`sp-pay-${method.id}`}>{method.name}</label>
          <p id={`sp-pay-${method.id}-text`} className="sp-choice__text">{method.description}</p>
        </div>
      ))}
    </fieldset>
  );
}
