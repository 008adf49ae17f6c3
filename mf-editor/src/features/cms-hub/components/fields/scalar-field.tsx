import { useFormContext, type RegisterOptions } from 'react-hook-form';
import { useLocaleT } from '@festival/shared/ui/app-context';
import type { FieldSpec } from '../../collections/field-spec';
import { isMoneyInput } from '../../form/money-input';
import { fromBerlinInput } from '../../../../forms/berlin-input';
import { errorId, FieldErrorText, useFieldInvalid } from './field-error';
import { fieldLabel, inputId } from './field-label';
import { PageSuggestions } from './page-suggestions';

export type ScalarSpec = Exclude<FieldSpec, { kind: 'group' } | { kind: 'relation' } | { kind: 'image' } | { kind: 'richtext' }>;

/** The sibling of a field in the same object of the form (`seat_groups.0.date_end` → `seat_groups.0.date_start`). */
const siblingPath = (path: string, name: string): string => path.replace(/[^.]+$/, name);

/** What an input's value must be before the form is sent; the api checks again. */
function rulesOf(field: ScalarSpec, path: string, values: (name: string) => unknown): RegisterOptions {
  const required = field.required && field.kind !== 'checkbox' ? 'required' : false;
  if (field.kind === 'money') return { required, validate: (value: unknown) => value === '' || isMoneyInput(String(value)) || 'money' };
  if ((field.kind === 'datetime' || field.kind === 'date') && field.notBefore) {
    const start = siblingPath(path, field.notBefore);
    const instant = field.kind === 'datetime' ? fromBerlinInput : (value: unknown) => (typeof value === 'string' && value ? value : null);
    return {
      required,
      deps: [start],
      validate: (value: unknown) => {
        const [from, to] = [instant(values(start)), instant(value)];
        return !from || !to || Date.parse(to) >= Date.parse(from) || 'endBeforeStart';
      },
    };
  }
  return { required };
}

function inputType(field: ScalarSpec): string {
  switch (field.kind) {
    case 'datetime':
      return 'datetime-local';
    case 'number':
      return 'number';
    case 'date':
      return 'date';
    case 'time':
      return 'time';
    default:
      return 'text';
  }
}

/** One text, number, money, date, date-time, choice, code or checkbox input of a generated form. */
export function ScalarField({ field, path }: { field: ScalarSpec; path: string }) {
  const { t } = useLocaleT('hub');
  const { register, getValues } = useFormContext();
  const invalid = useFieldInvalid(path);
  const id = inputId(path);
  const label = fieldLabel(field, t);
  const rules = rulesOf(field, path, (name) => getValues(name));
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
  if (field.kind === 'code') input = <textarea id={id} rows={6} className="ed-form__code" spellCheck={false} {...register(path, rules)} {...aria} />;
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
    const numeric = field.kind === 'number' ? { min: field.min, max: field.max, step: field.integer ? 1 : 'any' } : {};
    const link = field.kind === 'text' && field.link;
    const typing = field.kind === 'money' ? { inputMode: 'decimal' as const, autoComplete: 'off' } : link ? { inputMode: 'url' as const, list: `${id}-pages` } : {};
    input = <input id={id} type={inputType(field)} {...numeric} {...typing} {...register(path, rules)} {...aria} />;
    // An internal link picks a page: its path in the field's language (German when the field has none).
    if (link) input = <>{input}<PageSuggestions id={`${id}-pages`} locale={field.name.endsWith('_en') ? 'en' : 'de'} /></>;
  }
  return (
    <div className="ed-form__field">
      <label htmlFor={id}>
        {label}
        {field.required && <span aria-hidden="true"> *</span>}
        {field.kind === 'datetime' && <span className="ed-form__hint"> ({t('form.berlinTime')})</span>}
        {field.kind === 'money' && <span className="ed-form__hint"> ({t('form.euros')})</span>}
      </label>
      {input}
      <FieldErrorText path={path} />
    </div>
  );
}
