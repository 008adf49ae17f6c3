import { get, useFormState, type FieldError } from 'react-hook-form';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { inputId } from './field-label';

export const errorId = (path: string): string => `${inputId(path)}-error`;

/** The field's message (a "validation" key from the API, or a text), linked to its input by id. */
export function FieldErrorText({ path }: { path: string }) {
  const { t } = useLocaleT('validation');
  const { errors } = useFormState();
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- react-hook-form's get() answers any; its type argument is the object's, not the answer's
  const error = get(errors, path) as FieldError | undefined;
  if (!error?.message) return null;
  return (
    <p id={errorId(path)} className="ed-form__error">
      {t(error.message, { defaultValue: error.message })}
    </p>
  );
}

export function useFieldInvalid(path: string): boolean {
  const { errors } = useFormState({ name: path });
  return Boolean(get(errors, path));
}
