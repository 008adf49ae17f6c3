import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

export interface AccountFieldProps {
  id: string;
  label: string;
  type: 'text' | 'email' | 'password';
  autoComplete: string;
  registration: UseFormRegisterReturn;
  error: FieldError | undefined;
  hint?: string;
}

/** A labelled account input with its hint and error tied to it for screen readers. */
export function AccountField({ id, label, type, autoComplete, registration, error, hint }: AccountFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="sh-form__field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        {...registration}
      />
      {hint && <p id={hintId} className="sh-form__help">{hint}</p>}
      {error && <p id={errorId} className="sh-form__error">{error.message}</p>}
    </div>
  );
}
