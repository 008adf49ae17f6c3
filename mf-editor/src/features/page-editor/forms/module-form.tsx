import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { FormProvider, useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { isApiError } from '@festival/shared/api-client/api-client';
import { fieldErrorsOf, type FieldMessage } from '@festival/shared/api-client/field-errors';
import type { ModuleModel } from '@festival/shared/api-schemas/content-modules';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { moduleFormResolver } from '@festival/shared/validation/module-form-resolver';
import { useUnsavedWarning } from '../../../forms/use-unsaved-warning';
import { moduleFields } from '../model/module-fields';
import { ModuleField } from './field-renderers';

export interface ModuleFormProps {
  model: ModuleModel;
  /** The write body it starts from (module-values.ts). */
  initial: Record<string, unknown>;
  title: string;
  /** Saves the values; a 400 it throws is shown on the fields it names. */
  onSubmit: (values: Record<string, unknown>) => Promise<void>;
  onCancel: () => void;
  /** Offers to take over the other language's texts ("Aus Englisch übernehmen"); saved only with the form. */
  fillFrom?: { label: string; values: (current: Record<string, unknown>) => Record<string, unknown> };
  /** The form replaces the button that opened it: its first field takes the focus. */
  focusFirstField?: boolean;
}

/**
 * The form of any module (spec §3): its fields from the write schema, checked with the same
 * spec §5 rules as the api (shared resolver) before anything is sent.
 */
export default function ModuleForm({ model, initial, title, onSubmit, onCancel, fillFrom, focusFirstField = false }: ModuleFormProps) {
  const { t } = useLocaleT('page-editor');
  const { t: tValidation } = useLocaleT('validation');
  const formId = useId().replace(/:/g, '');
  const fields = useMemo(() => moduleFields(model), [model]);
  const resolver = useMemo(
    () => moduleFormResolver<FieldValues>(model, (error) => tValidation(error.message, error.values ?? {})) as unknown as Resolver<FieldValues>,
    [model, tValidation],
  );
  const form = useForm<FieldValues>({ defaultValues: initial, resolver, shouldFocusError: true });
  const { isDirty } = form.formState;
  const formElement = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (focusFirstField) formElement.current?.querySelector<HTMLElement>('input, select, textarea, [contenteditable="true"]')?.focus();
  }, [focusFirstField]);
  // Rich-text fields own their text once mounted: taking over the other language mounts them anew.
  const [filled, setFilled] = useState(0);
  const fill = () => {
    if (!fillFrom) return;
    form.reset(fillFrom.values(form.getValues()), { keepDefaultValues: true });
    setFilled(filled + 1);
  };
  useUnsavedWarning(isDirty, t('unsaved'));

  // Escape leaves the form as "Abbrechen" does, asking first when something was typed.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    if (isDirty && !window.confirm(t('unsaved'))) return;
    onCancel();
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      // A 400 of the write API names its fields; the first one comes with the api's text ({{max}} filled in).
      const named = isApiError(error, 400) ? fieldErrorsOf(error).messages.filter((item): item is FieldMessage & { field: string } => item.field !== null) : [];
      named.forEach(({ field, message, values, text }, index) =>
        form.setError(field, { type: 'server', message: text ?? tValidation(message, values ?? {}) }, { shouldFocus: index === 0 }),
      );
    }
  });

  return (
    <FormProvider {...form}>
      <form ref={formElement} className="ed-form" aria-labelledby={`${formId}-title`} noValidate onSubmit={(event) => void submit(event)} onKeyDown={onKeyDown}>
        <h3 id={`${formId}-title`} className="ed-form__title">
          {title}
        </h3>
        {fillFrom && (
          <button type="button" className="fs-button fs-button--secondary ed-form__fill" onClick={fill}>
            {fillFrom.label}
          </button>
        )}
        {fields.map((spec) => (
          <ModuleField key={`${spec.name}-${filled}`} spec={spec} path={spec.name} formId={formId} model={model} />
        ))}
        {form.formState.errors.root?.message && (
          <p role="alert" className="ed-field__error">
            {form.formState.errors.root.message}
          </p>
        )}
        <div className="ed-form__actions">
          <button type="submit" className="fs-button" disabled={form.formState.isSubmitting}>
            {t('actions.save')}
          </button>
          <button type="button" className="fs-button fs-button--secondary" onClick={onCancel}>
            {t('actions.cancel')}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
