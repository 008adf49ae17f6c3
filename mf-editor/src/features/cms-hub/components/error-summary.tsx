import { useEffect, useRef } from 'react';
import { useFormContext, useFormState, type FieldErrors } from 'react-hook-form';
import { useLocaleT } from '@festival/shared/ui/app-context';
import type { FieldSpec } from '../collections/field-spec';
import { fieldLabel, inputId } from './fields/field-label';

interface Entry { path: string; label: string; message: string }

/** The described field at a form path (`seat_groups.0.capacity`), or undefined. */
function fieldAtPath(fields: FieldSpec[], path: string): FieldSpec | undefined {
  const [head, index, ...rest] = path.split('.');
  const field = fields.find((candidate) => candidate.name === head);
  if (!field || field.kind !== 'group' || index === undefined || rest.length === 0) return field;
  return fieldAtPath(field.fields, rest.join('.'));
}

/** Every message of react-hook-form's error tree with its path, in form order. */
function flatten(errors: FieldErrors, prefix = ''): { path: string; message: string }[] {
  return Object.entries(errors).flatMap(([key, error]) => {
    if (!error || typeof error !== 'object') return [];
    const path = prefix ? `${prefix}.${key}` : key;
    const { message } = error as { message?: unknown };
    if (typeof message === 'string' && message) return [{ path, message }];
    return flatten(error as FieldErrors, path);
  });
}

/**
 * After a failed save, the form's problems at its top, focused, each field's linked to it (as
 * GOV.UK's and Wagtail's forms do): the messages beside fields far down the form are not missed.
 * `attempt` counts failed saves; each one moves the focus here again.
 */
export function ErrorSummary({ fields, problems, attempt }: { fields: FieldSpec[]; problems: string[]; attempt: number }) {
  const { t } = useLocaleT('hub');
  const { t: tv } = useLocaleT('validation');
  const { setFocus } = useFormContext();
  const { errors } = useFormState();
  const box = useRef<HTMLDivElement>(null);
  const entries: Entry[] = flatten(errors).map(({ path, message }) => {
    const field = fieldAtPath(fields, path);
    return { path, label: field ? fieldLabel(field, t) : path, message: tv(message, { defaultValue: message }) };
  });
  const shown = entries.length + problems.length > 0;

  useEffect(() => {
    if (attempt > 0) box.current?.focus();
  }, [attempt]);

  if (!shown) return null;
  return (
    <div ref={box} className="ed-form__problems ed-form__summary" role="alert" tabIndex={-1} aria-labelledby="ed-form-summary-title">
      <h3 id="ed-form-summary-title">{t('form.summaryTitle')}</h3>
      <ul>
        {entries.map(({ path, label, message }) => (
          <li key={path}>
            <a
              href={`#${inputId(path)}`}
              onClick={(event) => {
                event.preventDefault();
                setFocus(path);
                document.getElementById(inputId(path))?.focus();
              }}
            >
              {label}: {message}
            </a>
          </li>
        ))}
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </div>
  );
}
