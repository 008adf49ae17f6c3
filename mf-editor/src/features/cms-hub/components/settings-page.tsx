import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { fieldErrorsOf } from '@festival/shared/api-client/field-errors';
import { useApiData } from '@festival/shared/api-client/use-api-data';
import { useSettingsStore } from '@festival/shared/stores/settings-store';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { LoadError } from '@festival/shared/ui/load-error';
import { Skeleton } from '@festival/shared/ui/skeleton';
import type { AdminObject } from '../collections/field-spec';
import { SETTINGS_FIELDS } from '../collections/settings-fields';
import { getAdminSettings } from '../api/get-admin-settings';
import { patchAdminSettings } from '../api/patch-admin-settings';
import { toApiBody, toFormValues, type FormValues } from '../form/form-values';
import { useUnsavedWarning } from '../../../forms/use-unsaved-warning';
import { GeneratedFields } from './fields/generated-fields';
import { submitHandler } from '@festival/shared/forms/submit-handler';

function SettingsForm({ settings }: { settings: AdminObject }) {
  const { t } = useLocaleT('hub');
  const { t: tv } = useLocaleT('validation');
  const form = useForm<FormValues>({ defaultValues: toFormValues(SETTINGS_FIELDS, settings) });
  const { isDirty, isSubmitting, dirtyFields } = form.formState;
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  useUnsavedWarning(isDirty, t('form.unsaved'));

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    const body = toApiBody(SETTINGS_FIELDS, values);
    // PATCH sends only what the editor changed; the rest stays as another editor may have set it.
    const changes = Object.fromEntries(Object.keys(dirtyFields).map((name) => [name, body[name]]));
    try {
      const answer = await patchAdminSettings({ ...changes, ...(typeof body.revision === 'number' ? { revision: body.revision } : {}) });
      form.reset(toFormValues(SETTINGS_FIELDS, answer));
      setSaved(true);
      // The site's own copy of the settings (shop online, footer code) follows on the next read.
      useSettingsStore.setState({ status: 'idle' });
    } catch (error) {
      const { messages } = fieldErrorsOf(error);
      messages.forEach(({ field: name, message }) => {
        if (name && SETTINGS_FIELDS.some((field) => field.name === name)) form.setError(name, { type: 'server', message });
      });
      setProblem(messages.map(({ message }) => tv(message, { defaultValue: message })).join(' '));
    }
  });

  return (
    <FormProvider {...form}>
      <form className="ed-form" noValidate onSubmit={submitHandler(onSubmit)} aria-labelledby="ed-settings-title">
        <h2 id="ed-settings-title">{t('settings.title')}</h2>
        {problem && (
          <p role="alert" className="ed-form__problems">
            {problem}
          </p>
        )}
        <GeneratedFields fields={SETTINGS_FIELDS} />
        <div className="ed-form__actions">
          <button type="submit" className="fs-button" disabled={isSubmitting || !isDirty}>
            {t('form.save')}
          </button>
          <p role="status" className="ed-form__status">
            {saved && !isDirty ? t('form.saved') : ''}
          </p>
        </div>
      </form>
    </FormProvider>
  );
}

/** /cms-hub/settings: site and shop online, the header and footer code blocks (spec §3 settings). */
export function SettingsPage() {
  const answer = useApiData((signal) => getAdminSettings(signal), []);
  if (answer.status === 'loading') return <Skeleton lines={6} />;
  if (answer.status === 'error') return <LoadError onRetry={answer.reload} />;
  return <SettingsForm settings={answer.data} />;
}
