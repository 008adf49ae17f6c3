import { lazy, Suspense, type ReactNode } from 'react';
import { Controller, get, useController, useFieldArray, useFormContext, type FieldError, type FieldErrors } from 'react-hook-form';
import type { ModuleModel } from '@festival/shared/api-schemas/content-modules';
import { useLocale, useLocaleT } from '@festival/shared/ui/app-context';
import { ImageField, type ImageValue } from '../../../media/components/image-field';
import type { FieldKind, FieldSpec } from '../model/module-fields';
import { newItemValues } from '../model/module-values';
import { fieldIds } from './field-ids';

// lexical is loaded with the first form that has rich text, not with the editor's frame.
const RichTextEditor = lazy(() => import('../../../rich-text/rich-text-editor'));

export interface FieldProps {
  spec: FieldSpec;
  /** The field's path in the form values (`headline`, `children.0.image`). */
  path: string;
  formId: string;
  model: ModuleModel;
}

/** The error react-hook-form holds for a field path. */
function fieldError(errors: FieldErrors, path: string): FieldError | undefined {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- react-hook-form's get() answers any; its type argument is the object's, not the answer's
  return get(errors, path) as FieldError | undefined;
}

/** Label, control and the error announced with it (role=alert, referenced by aria-describedby). */
function FieldFrame({ spec, path, formId, children, hint }: Omit<FieldProps, 'model'> & { children: (a11y: A11y) => ReactNode; hint?: string }) {
  const { t } = useLocaleT('page-editor');
  const { formState } = useFormContext();
  const error = fieldError(formState.errors, path);
  const ids = fieldIds(formId, path);
  const hintId = hint ? `${ids.input}-hint` : undefined;
  const describedBy = [hintId, error ? ids.error : undefined].filter(Boolean).join(' ') || undefined;
  const checkbox = spec.kind === 'checkbox';
  return (
    <div className={`ed-field ed-field--${spec.kind}`}>
      {!checkbox && (
        <label id={ids.label} htmlFor={ids.input} className="ed-field__label">
          {t(`field.${spec.name}`, { defaultValue: spec.name })}
        </label>
      )}
      {children({ id: ids.input, labelId: ids.label, describedBy, invalid: !!error })}
      {checkbox && (
        <label id={ids.label} htmlFor={ids.input} className="ed-field__label">
          {t(`field.${spec.name}`, { defaultValue: spec.name })}
        </label>
      )}
      {hint && (
        <p id={hintId} className="ed-field__hint">
          {hint}
        </p>
      )}
      {error?.message && (
        <p id={ids.error} role="alert" className="ed-field__error">
          {error.message}
        </p>
      )}
    </div>
  );
}

interface A11y {
  id: string;
  labelId: string;
  describedBy: string | undefined;
  invalid: boolean;
}

const aria = (a11y: A11y) => ({ id: a11y.id, 'aria-describedby': a11y.describedBy, 'aria-invalid': a11y.invalid || undefined });
const emptyAs = (nullable: boolean | undefined) => (value: unknown) => (value === '' ? (nullable ? null : '') : value);

const HINTS: Partial<Record<FieldKind, string>> = { date: 'dateHint' };

function TextField(props: FieldProps) {
  const { register } = useFormContext();
  const { t } = useLocaleT('page-editor');
  const { spec, path } = props;
  const hint = HINTS[spec.kind];
  return (
    <FieldFrame {...props} hint={hint ? t(hint) : undefined}>
      {(a11y) => <input type="text" {...aria(a11y)} {...register(path, { setValueAs: emptyAs(spec.nullable) })} />}
    </FieldFrame>
  );
}

function LongTextField(props: FieldProps) {
  const { register } = useFormContext();
  const rows = props.spec.kind === 'code' ? 8 : 4;
  const code = props.spec.kind === 'code';
  return (
    <FieldFrame {...props}>
      {(a11y) => <textarea rows={rows} spellCheck={!code} className={code ? 'ed-field__code' : undefined} {...aria(a11y)} {...register(props.path)} />}
    </FieldFrame>
  );
}

function SelectField(props: FieldProps) {
  const { register } = useFormContext();
  const { t } = useLocaleT('page-editor');
  return (
    <FieldFrame {...props}>
      {(a11y) => (
        <select {...aria(a11y)} {...register(props.path)}>
          {(props.spec.options ?? []).map((option) => (
            <option key={option} value={option}>
              {t(`option.${option || 'all'}`, { defaultValue: option })}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

function CheckboxField(props: FieldProps) {
  const { register } = useFormContext();
  return <FieldFrame {...props}>{(a11y) => <input type="checkbox" {...aria(a11y)} {...register(props.path)} />}</FieldFrame>;
}

function NumberField(props: FieldProps) {
  const { register } = useFormContext();
  const { spec, path } = props;
  const asNumber = (value: unknown) => (value === '' || value === null ? (spec.nullable ? null : Number.NaN) : Number(value));
  return <FieldFrame {...props}>{(a11y) => <input type="number" step={1} {...aria(a11y)} {...register(path, { setValueAs: asNumber })} />}</FieldFrame>;
}

function IdListField(props: FieldProps) {
  const { register } = useFormContext();
  const { t } = useLocaleT('page-editor');
  const asIds = (value: unknown) =>
    Array.isArray(value) ? (value as number[]) : String(value).split(',').map((part) => part.trim()).filter(Boolean).map(Number);
  return (
    <FieldFrame {...props} hint={t('idListHint')}>
      {(a11y) => <input type="text" inputMode="numeric" {...aria(a11y)} {...register(props.path, { setValueAs: asIds })} />}
    </FieldFrame>
  );
}

function RichTextField(props: FieldProps) {
  const { control } = useFormContext();
  const { t } = useLocaleT('page-editor');
  return (
    <FieldFrame {...props}>
      {(a11y) => (
        <Controller
          control={control}
          name={props.path}
          render={({ field }) => (
            <Suspense fallback={<p className="ed-field__loading">{t('loading')}</p>}>
              <RichTextEditor
                id={a11y.id}
                value={typeof field.value === 'string' ? field.value : ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                headings={props.spec.kind === 'rich-text-headings'}
                labelledBy={a11y.labelId}
                describedBy={a11y.describedBy}
                invalid={a11y.invalid}
              />
            </Suspense>
          )}
        />
      )}
    </FieldFrame>
  );
}

/**
 * A picture with its alt text and copyright (`image`, `image_alt`, `image_copyright` beside it in
 * the form values): uploaded through the media api, checked with the module's rules.
 */
function ModuleImageField({ spec, path }: FieldProps) {
  const { t } = useLocaleT('page-editor');
  const locale = useLocale();
  const { control, formState } = useFormContext();
  const base = path.slice(0, path.length - spec.name.length);
  const image = useController({ control, name: path });
  const alt = useController({ control, name: `${base}image_alt` });
  const copyright = useController({ control, name: `${base}image_copyright` });
  const message = (name: string) => fieldError(formState.errors, name)?.message;
  const value: ImageValue = {
    image: typeof image.field.value === 'string' && image.field.value ? image.field.value : null,
    image_alt: typeof alt.field.value === 'string' ? alt.field.value : '',
    image_copyright: typeof copyright.field.value === 'string' ? copyright.field.value : '',
  };
  return (
    <ImageField
      label={t(`field.${spec.name}`, { defaultValue: spec.name })}
      locale={locale}
      required={spec.required}
      value={value}
      onChange={(next) => {
        image.field.onChange(next.image);
        alt.field.onChange(next.image_alt);
        copyright.field.onChange(next.image_copyright);
      }}
      errors={{ image: message(path), image_alt: message(`${base}image_alt`), image_copyright: message(`${base}image_copyright`) }}
    />
  );
}

function ItemsField(props: FieldProps) {
  const { control } = useFormContext();
  const { t } = useLocaleT('page-editor');
  const { fields, append, remove } = useFieldArray({ control, name: props.path });
  const error = fieldError(useFormContext().formState.errors, props.path);
  const ids = fieldIds(props.formId, props.path);
  return (
    <fieldset className="ed-items" aria-describedby={error?.message ? ids.error : undefined}>
      <legend>{t(`field.${props.spec.name}`, { defaultValue: props.spec.name })}</legend>
      {fields.map((entry, index) => (
        <fieldset key={entry.id} className="ed-items__item">
          <legend>{t('item', { number: index + 1 })}</legend>
          {(props.spec.item ?? []).map((spec) => (
            <ModuleField key={spec.name} spec={spec} path={`${props.path}.${index}.${spec.name}`} formId={props.formId} model={props.model} />
          ))}
          <button type="button" className="fs-button fs-button--secondary" onClick={() => remove(index)}>
            {t('actions.removeItem', { number: index + 1 })}
          </button>
        </fieldset>
      ))}
      <button type="button" className="fs-button fs-button--secondary" onClick={() => append(newItemValues(props.model, props.spec.name))}>
        {t('actions.addItem')}
      </button>
      {error?.message && (
        <p id={ids.error} role="alert" className="ed-field__error">
          {error.message}
        </p>
      )}
    </fieldset>
  );
}

/** One renderer per field kind; every module form is these, in the order of its write schema. */
const RENDERERS: Record<FieldKind, (props: FieldProps) => ReactNode> = {
  text: TextField,
  date: TextField,
  image: ModuleImageField,
  'long-text': LongTextField,
  code: LongTextField,
  'rich-text': RichTextField,
  'rich-text-headings': RichTextField,
  select: SelectField,
  checkbox: CheckboxField,
  number: NumberField,
  'id-list': IdListField,
  items: ItemsField,
};

export function ModuleField(props: FieldProps) {
  const Renderer = RENDERERS[props.spec.kind];
  return <Renderer {...props} />;
}
