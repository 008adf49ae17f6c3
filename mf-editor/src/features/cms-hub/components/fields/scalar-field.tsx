import { useFormContext } from 'react-hook-form';
import { useLocaleT } from '@festival/shared/ui/app-context';
import type { FieldSpec } from '../../collections/field-spec';
import { errorId, FieldErrorText, useFieldInvalid } from './field-error';
import { fieldLabel, inputId } from './field-label';

type ScalarSpec = Exclude<FieldSpec, { kind: 'group' } | { kind: 'relation' } | { kind: 'image' }>;

/** One text, number, date, date-time, choice or checkbox input of a generated form. */
export function ScalarField({ field, path }: { field: ScalarSpec; path: string }) {
  const { t } = useLocaleT('hub');
  const { register } = useFormContext();
  const invalid = useFieldInvalid(path);
  const id = inputId(path);
  const label = fieldLabel(field, t);
  const rules = { required: field.required && field.kind !== 'checkbox' ? 'required' : false };
  const aria = { 'aria-required': field.required || undefined, 'aria-invalid': invalid || undefined, 'aria-describedby': invalid ? errorId(path) : undefined };

  if (field.kind === 'checkbox') {
    return (
      <div className="ed-form__field ed-form__field--check">
        <input id={id} type="checkbox" {...register(path)} {...aria} />
        <label htmlFor={id}>{label}</label>
        <FieldErrorText path={path} />
      </div>
    );
  }
  let input;
  if (field.kind === 'text' && field.multiline) input = <textarea id={id} rows={4} {...register(path, rules)} {...aria} />;
  else if (field.kind === 'select')
    input = (
      <select id={id} {...register(path, rules)} {...aria}>
        <option value="">{t('form.choose')}</option>
        {field.options.map((option) => (
          <option key={option} value={String(option)}>
            {t(`options.${field.name}.${option}`, { defaultValue: String(option) })}
          </option>
        ))}
      </select>
    );
  else {
    const type = field.kind === 'datetime' ? 'datetime-local' : field.kind === 'number' ? 'number' : field.kind === 'date' ? 'date' : field.kind === 'time' ? 'time' : 'text';
    const numeric = field.kind === 'number' ? { min: field.min, step: field.step ?? 1 } : {};
    input = <input id={id} type={type} {...numeric} {...register(path, rules)} {...aria} />;
  }
  return (
    <div className="ed-form__field">
      <label htmlFor={id}>
        {label}
        {field.required && <span aria-hidden="true"> *</span>}
        {field.kind === 'datetime' && <span className="ed-form__hint"> ({t('form.berlinTime')})</span>}
      </label>
      {input}
      <FieldErrorText path={path} />
    </div>
  );
}
