import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { fieldErrorsOf } from '@festival/shared/api-client/field-errors';
import type { AdminStaleWrite } from '@festival/shared/api-schemas/admin';
import { isApiError } from '@festival/shared/api-client/api-client';
import { formatDateTime } from '@festival/shared/format/dates';
import { href } from '@festival/shared/routes/route-table';
import { useLocale, useLocaleT, useNavigateTo } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import type { AdminObject, CollectionSpec, FieldSpec } from '../collections/field-spec';
import { objectTitle } from '../collections/object-labels';
import { deleteAdminObject } from '../api/delete-admin-object';
import { saveAdminObject } from '../api/save-admin-object';
import { toApiBody, toFormValues, type FormValues } from '../form/form-values';
import { useUnsavedWarning } from '../../../forms/use-unsaved-warning';
import { hubPaths } from '../hub-paths';
import { ConfirmDelete } from './confirm-delete';
import { ErrorSummary } from './error-summary';
import { GeneratedFields } from './fields/generated-fields';
import { submitHandler } from '@festival/shared/forms/submit-handler';

function fieldAt(fields: FieldSpec[], path: string): boolean {
  const [head, index, ...rest] = path.split('.');
  const field = fields.find((candidate) => candidate.name === head);
  if (!field) return false;
  if (field.kind !== 'group' || index === undefined) return true;
  return rest.length === 0 || fieldAt(field.fields, rest.join('.'));
}

/** The edit form of one object, generated from its collection's field description. */
export function AdminForm({ spec, object, justCreated = false, onReload }: { spec: CollectionSpec; object: AdminObject; justCreated?: boolean; onReload?: () => void }) {
  const { t } = useLocaleT('hub');
  const { t: tv } = useLocaleT('validation');
  const locale = useLocale();
  const navigate = useNavigateTo();
  const form = useForm<FormValues>({ defaultValues: toFormValues(spec.fields, object) });
  const { isDirty, isSubmitting } = form.formState;
  const [problems, setProblems] = useState<string[]>([]);
  const [saved, setSaved] = useState(justCreated);
  const [deleting, setDeleting] = useState(false);
  const [stale, setStale] = useState<AdminStaleWrite | null>(null);
  const [failedSaves, setFailedSaves] = useState(0);
  const id = typeof object.id === 'number' ? object.id : null;
  useUnsavedWarning(isDirty, t('form.unsaved'));

  useEffect(() => {
    if (isDirty) setSaved(false);
  }, [isDirty]);

  const showFailure = (error: unknown) => {
    if (isApiError(error, 409) && typeof (error.data as { revision?: unknown } | undefined)?.revision === 'number') {
      setStale(error.data as AdminStaleWrite);
      setProblems([]);
      return;
    }
    const general: string[] = [];
    for (const { field, message } of fieldErrorsOf(error).messages) {
      if (field && fieldAt(spec.fields, field)) form.setError(field, { type: 'server', message });
      else general.push(field ? `${field}: ${tv(message, { defaultValue: message })}` : tv(message, { defaultValue: message }));
    }
    setProblems(general);
    setFailedSaves((count) => count + 1);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setProblems([]);
    setStale(null);
    try {
      const answer = await saveAdminObject(spec.name, toApiBody(spec.fields, values));
      form.reset(toFormValues(spec.fields, answer));
      setSaved(true);
      if (id === null && typeof answer.id === 'number') navigate(hubPaths.created(spec.name, answer.id), { replace: true });
    } catch (error) {
      showFailure(error);
    }
  }, () => setFailedSaves((count) => count + 1));

  const onDelete = async () => {
    if (id === null) return;
    setDeleting(true);
    try {
      const revision: unknown = form.getValues('revision');
      await deleteAdminObject(spec.name, id, typeof revision === 'number' ? revision : undefined);
      navigate(hubPaths.list(spec.name));
    } catch (error) {
      setDeleting(false);
      setProblems(fieldErrorsOf(error).messages.map(({ message }) => tv(message, { defaultValue: message })));
    }
  };

  const slug = typeof object.slug === 'string' ? object.slug : typeof object.slug_de === 'string' ? object.slug_de : null;
  const publicUrl = spec.publicRoute && id !== null && slug ? href(spec.publicRoute, { slug, id: String(id) }, locale) : null;
  const title = id === null ? t('form.newTitle', { collection: t(`collections.${spec.name}`) }) : objectTitle(object);

  return (
    <FormProvider {...form}>
      <form className="ed-form" noValidate onSubmit={submitHandler(onSubmit)} aria-labelledby="ed-form-title">
        <h2 id="ed-form-title">{title}</h2>
        {id !== null && (
          <p className="ed-form__links">
            <Link href={hubPaths.history(spec.name, id)}>{t('history.link')}</Link>
            {publicUrl && <Link href={publicUrl}>{t('view')}</Link>}
            {publicUrl && spec.bodyInPlace && <Link href={`${publicUrl}?edit=1`}>{t('editBody')}</Link>}
            {spec.name === 'forms' && <Link href={hubPaths.formEntries(id)}>{t('entries.link')}</Link>}
          </p>
        )}
        {stale && (
          <div role="alert" className="ed-form__problems">
            <p>
              {t('form.stale', {
                name: stale.changed_by ? [stale.changed_by.first_name, stale.changed_by.last_name].filter(Boolean).join(' ') || stale.changed_by.username : t('history.unknown'),
                time: stale.changed_at ? formatDateTime(stale.changed_at, locale) : '',
              })}
            </p>
            {onReload && (
              <button type="button" className="fs-button" onClick={onReload}>
                {t('form.reload')}
              </button>
            )}
          </div>
        )}
        <ErrorSummary fields={spec.fields} problems={problems} attempt={failedSaves} />
        <GeneratedFields fields={spec.fields} />
        <div className="ed-form__actions">
          <button type="submit" className="fs-button" disabled={isSubmitting}>
            {t('form.save')}
          </button>
          <p role="status" className="ed-form__status">
            {saved && !isDirty ? t('form.saved') : isDirty ? t('form.dirty') : ''}
          </p>
          {id !== null && <ConfirmDelete name={title} busy={deleting} onConfirm={() => void onDelete()} />}
        </div>
      </form>
    </FormProvider>
  );
}
