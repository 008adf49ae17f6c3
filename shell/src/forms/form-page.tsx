import { useState } from 'react';
import { isNotFound } from '@festival/shared/api-client/is-not-found';
import { useForm, type RegisterOptions } from 'react-hook-form';
import type { Form, FormField } from '@festival/shared/api-schemas/content';
import { isApiError } from '@festival/shared/api-client/api-client';
import { fieldErrorsOf } from '@festival/shared/api-client/field-errors';
import { useApiData } from '@festival/shared/api-client/use-api-data';
import { routeLoadInput } from '@festival/shared/ssr/route-data';
import { useServedPage } from '@festival/shared/ssr/server-slot';
import { href } from '@festival/shared/routes/route-table';
import { useOwnPath } from '@festival/shared/routes/use-own-path';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { LoadError } from '@festival/shared/ui/load-error';
import { PageHeaderSkeleton } from '@festival/shared/ui/skeletons';
import { ErrorPage } from '../errors/error-page';
import { formKey, loadForm, postFormEntry, uploadTempFile } from './form-api';
import { FormFieldView } from './form-field';
import { chosenFiles, EMAIL_CONFIRM_SLUG, EMAIL_PATTERN, emailField, FIELD, initialValues, submissionValues, type FormValues } from './form-model';
import './forms.css';
import { titledTitle } from '@festival/shared/head/object-titles';
import { usePageSubject } from '@festival/shared/stores/page-title-store';
import { submitHandler } from '@festival/shared/forms/submit-handler';

function SiteForm({ form, parcelProps }: { form: Form; parcelProps: ParcelProps }) {
  const { t } = useLocaleT('shell');
  const [outcome, setOutcome] = useState<'failed' | null>(null);
  const [successText, setSuccessText] = useState<string | null>(null);
  const { register, handleSubmit, formState, getValues, setError } = useForm<FormValues>({ defaultValues: initialValues(form.fields) });
  const email = emailField(form.fields);

  const rulesFor = (field: FormField): RegisterOptions<FormValues> => ({
    required: field.required && field.visible ? t('form.required') : false,
    ...(field.field_type === FIELD.email && {
      // eslint-disable-next-line @typescript-eslint/no-base-to-string -- an email field holds a text
      validate: (value) => !value || EMAIL_PATTERN.test(String(value)) || t('form.invalidEmail'),
    }),
  });

  /** Uploads every chosen file first; a refused one marks its field and stops the submission. */
  const uploadFiles = async (values: FormValues): Promise<Record<string, string> | null> => {
    const uploads: Record<string, string> = {};
    for (const [slug, file] of Object.entries(chosenFiles(form.fields, values))) {
      try {
        uploads[slug] = (await uploadTempFile(file, parcelProps.locale)).id;
      } catch (error) {
        if (!isApiError(error, 400) && !isApiError(error, 413)) console.error('form upload', error);
        setError(slug, { type: 'server', message: t('upload.failed') }, { shouldFocus: true });
        return null;
      }
    }
    return uploads;
  };

  const onSubmit = async (values: FormValues) => {
    setOutcome(null);
    const uploads = await uploadFiles(values);
    if (!uploads) return;
    try {
      const answer = await postFormEntry(form.id, submissionValues(form.fields, values, uploads), parcelProps.locale);
      setSuccessText(answer.success_text || t('form.success'));
    } catch (error) {
      const fieldErrors = isApiError(error, 400) ? Object.entries(fieldErrorsOf(error).byField).filter(([slug]) => slug in values) : [];
      if (fieldErrors.length > 0) {
        fieldErrors.forEach(([slug, messages], index) => setError(slug, { type: 'server', message: messages.join(' ') }, { shouldFocus: index === 0 }));
        return;
      }
      console.error('form entry', error);
      setOutcome('failed');
    }
  };

  if (successText !== null) return <p role="status" className="sh-form__done">{successText}</p>;
  return (
    <form className="sh-form" noValidate onSubmit={submitHandler(handleSubmit(onSubmit))}>
      {form.fields.map((field) => (
        <FormFieldView key={field.slug} field={field} register={register} rules={rulesFor(field)} error={formState.errors[field.slug]} />
      ))}
      {email && (
        <FormFieldView
          field={{ ...email, slug: EMAIL_CONFIRM_SLUG, label: t('form.emailConfirm'), help_text: '', placeholder_text: '' }}
          register={register}
          rules={{
            required: email.required ? t('form.required') : false,
            validate: (value) => value === getValues(email.slug) || t('form.emailMismatch'),
          }}
          error={formState.errors[EMAIL_CONFIRM_SLUG]}
        />
      )}
      {outcome === 'failed' && <p role="alert" className="sh-form__error">{t('form.failure')}</p>}
      <button type="submit" className="fs-button" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('form.sending') : form.button_text || t('form.submit')}
      </button>
    </form>
  );
}

/** Spec §2 form route /{lang}/forms/{slug}/{id}: the form's fields from /api/forms/{id}/. */
export default function FormPage({ parcelProps }: { parcelProps: ParcelProps }) {
  const { locale } = parcelProps;
  const key = formKey(parcelProps);
  // The form the server rendered the page with is shown without asking again.
  const served = useServedPage<Form>('form', key ?? '', locale);
  const form = useApiData((signal) => loadForm(routeLoadInput(parcelProps), signal), [key, locale], served);
  useOwnPath(parcelProps, form.status === 'ready' ? href('forms-slug-id', { slug: form.data.slug, id: String(form.data.id) }, locale) : null);
  usePageSubject(form.status === 'ready' ? { title: titledTitle(form.data) } : null);

  if (form.status === 'loading') return <PageHeaderSkeleton />;
  if (form.status === 'error') {
    return isNotFound(form.error) ? <ErrorPage status={404} /> : <LoadError onRetry={form.reload} />;
  }
  return (
    <article className="sh-form-page">
      <h1 className="sh-page-title">{form.data.title}</h1>
      {form.data.intro && <div className="fs-richtext" dangerouslySetInnerHTML={{ __html: form.data.intro }} />}
      <SiteForm form={form.data} parcelProps={parcelProps} />
    </article>
  );
}
