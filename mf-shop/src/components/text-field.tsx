import type { HTMLInputTypeAttribute } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useLocaleT } from '@festival/shared/ui/app-context';

interface TextFieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error: FieldError | undefined;
  required?: boolean;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
}

/** A labelled input of a webshop form, its error message tied to it for screen readers. */
export function TextField({ id, label, registration, error, required = false, type = 'text', autoComplete }: TextFieldProps) {
  const { t } = useLocaleT('webshop');
  const errorId = `${id}-error`;
  return (
    <div className="sp-field">
      <label htmlFor={id}>
        {label}
        {required && <span className="sp-field__required"> {t('form.requiredMark')}</span>}
      </label>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...registration}
      />
      {error && <p id={errorId} className="sp-field__error">{error.message}</p>}
    </div>
  );
}
