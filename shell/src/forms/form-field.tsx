import type { FormField } from '@festival/shared/api-schemas/content';
import type { FieldError, UseFormRegister } from 'react-hook-form';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { FIELD, type FormValues } from './form-model';

const INPUT_TYPES: Partial<Record<number, string>> = {
  [FIELD.text]: 'text', [FIELD.email]: 'email', [FIELD.date]: 'date', [FIELD.dateTime]: 'datetime-local',
  [FIELD.number]: 'number', [FIELD.url]: 'url',
};
/** What the api accepts (it checks the content; this only narrows the file picker). */
const UPLOAD_ACCEPT = 'application/pdf,image/png,image/jpeg,image/gif,image/webp';

export interface FormFieldProps {
  field: FormField;
  register: UseFormRegister<FormValues>;
  rules: Parameters<UseFormRegister<FormValues>>[1];
  error: FieldError | undefined;
}

/** One field of a site form, labelled, with help text and its error tied to it for screen readers. */
export function FormFieldView({ field, register, rules, error }: FormFieldProps) {
  const { t } = useLocaleT('shell');
  const id = `form-field-${field.slug}`;
  const helpId = field.help_text ? `${id}-help` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [helpId, errorId].filter(Boolean).join(' ') || undefined;
  const a11y = { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, 'aria-required': field.required || undefined };
  const label = (
    <>
      {field.label}
      {field.required && <span className="sh-form__required"> {t('form.requiredMark')}</span>}
    </>
  );
  const extras = (
    <>
      {field.help_text && <p id={helpId} className="sh-form__help">{field.help_text}</p>}
      {error && <p id={errorId} className="sh-form__error">{error.message}</p>}
    </>
  );

  if (!field.visible || field.field_type === FIELD.hidden) return <input type="hidden" {...register(field.slug)} />;

  if (field.field_type === FIELD.checkboxMultiple || field.field_type === FIELD.radioMultiple) {
    const type = field.field_type === FIELD.radioMultiple ? 'radio' : 'checkbox';
    return (
      <fieldset className="sh-form__field" aria-describedby={describedBy}>
        <legend>{label}</legend>
        {field.choices.map((choice) => (
          <label key={choice.value} className="sh-form__choice">
            <input type={type} value={choice.value} {...register(field.slug, rules)} aria-invalid={a11y['aria-invalid']} />
            {choice.label}
          </label>
        ))}
        {extras}
      </fieldset>
    );
  }

  if (field.field_type === FIELD.checkbox) {
    return (
      <div className="sh-form__field">
        <label className="sh-form__choice">
          <input id={id} type="checkbox" {...register(field.slug, rules)} {...a11y} />
          {label}
        </label>
        {extras}
      </div>
    );
  }

  let control;
  if (field.field_type === FIELD.textarea) {
    control = <textarea id={id} rows={5} placeholder={field.placeholder_text || undefined} {...register(field.slug, rules)} {...a11y} />;
  } else if (field.field_type === FIELD.select || field.field_type === FIELD.selectMultiple) {
    const multiple = field.field_type === FIELD.selectMultiple;
    control = (
      <select id={id} multiple={multiple} {...register(field.slug, rules)} {...a11y}>
        {!multiple && <option value="">{t('form.choose')}</option>}
        {field.choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    );
  } else if (field.field_type === FIELD.file) {
    control = <input id={id} type="file" accept={UPLOAD_ACCEPT} {...register(field.slug, rules)} {...a11y} />;
  } else {
    const type = INPUT_TYPES[field.field_type] ?? 'text';
    control = <input id={id} type={type} placeholder={field.placeholder_text || undefined} {...register(field.slug, rules)} {...a11y} />;
  }
  return (
    <div className="sh-form__field">
      <label htmlFor={id}>{label}</label>
      {control}
      {extras}
    </div>
  );
}
