import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ProfileBody } from '@festival/shared/api-schemas/account';
import { MIN_PASSWORD_LENGTH } from '@festival/shared/validation/form-values';
import type { UserDetails } from '@festival/shared/api-schemas/content';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { PageHeaderSkeleton } from '@festival/shared/ui/skeletons';
import { EMAIL_PATTERN } from '../forms/form-model';
import { changePassword, refreshSession, updateProfile } from './account-api';
import { accountErrorKey } from './account-errors';
import { AccountField } from './account-field';
import { useSignedIn } from './use-signed-in';
import '../forms/forms.css';
import { submitHandler } from '@festival/shared/forms/submit-handler';

type Outcome = { ok: boolean; text: string } | null;

function Outcome({ outcome }: { outcome: Outcome }) {
  if (!outcome) return null;
  return outcome.ok ? <p role="status" className="sh-form__done">{outcome.text}</p> : <p role="alert" className="sh-form__error">{outcome.text}</p>;
}

function ProfileForm({ details, parcelProps }: { details: UserDetails; parcelProps: ParcelProps }) {
  const { t } = useLocaleT('shell');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { register, handleSubmit, formState } = useForm<ProfileBody>({
    defaultValues: { email: details.email, first_name: details.first_name, last_name: details.last_name },
  });
  const onSubmit = async (values: ProfileBody) => {
    setOutcome(null);
    try {
      await updateProfile(values, parcelProps.locale);
      await refreshSession(parcelProps.locale);
      setOutcome({ ok: true, text: t('visitor.saved') });
    } catch (error) {
      setOutcome({ ok: false, text: t(accountErrorKey(error, 'visitor.failure')) });
    }
  };
  const required = { required: t('form.required') };
  return (
    <form className="sh-form" noValidate onSubmit={submitHandler(handleSubmit(onSubmit))} aria-labelledby="sh-settings-profile">
      <h2 id="sh-settings-profile">{t('visitor.profileSection')}</h2>
      <AccountField id="settings-first-name" label={t('visitor.firstName')} type="text" autoComplete="given-name" error={formState.errors.first_name} registration={register('first_name', required)} />
      <AccountField id="settings-last-name" label={t('visitor.lastName')} type="text" autoComplete="family-name" error={formState.errors.last_name} registration={register('last_name', required)} />
      <AccountField
        id="settings-email" label={t('visitor.email')} type="email" autoComplete="email" error={formState.errors.email}
        registration={register('email', { ...required, pattern: { value: EMAIL_PATTERN, message: t('form.invalidEmail') } })}
      />
      <Outcome outcome={outcome} />
      <button type="submit" className="fs-button" disabled={formState.isSubmitting}>{t('visitor.save')}</button>
    </form>
  );
}

interface PasswordValues {
  current: string;
  next: string;
}

function PasswordForm({ parcelProps }: { parcelProps: ParcelProps }) {
  const { t } = useLocaleT('shell');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { register, handleSubmit, formState, reset } = useForm<PasswordValues>({ defaultValues: { current: '', next: '' } });
  const onSubmit = async ({ current, next }: PasswordValues) => {
    setOutcome(null);
    try {
      await changePassword(current, next, parcelProps.locale);
      reset();
      setOutcome({ ok: true, text: t('visitor.passwordChanged') });
    } catch (error) {
      setOutcome({ ok: false, text: t(accountErrorKey(error, 'visitor.wrongPassword')) });
    }
  };
  return (
    <form className="sh-form" noValidate onSubmit={submitHandler(handleSubmit(onSubmit))} aria-labelledby="sh-settings-password">
      <h2 id="sh-settings-password">{t('visitor.passwordSection')}</h2>
      <AccountField id="settings-current-password" label={t('visitor.currentPassword')} type="password" autoComplete="current-password" error={formState.errors.current} registration={register('current', { required: t('form.required') })} />
      <AccountField
        id="settings-new-password" label={t('visitor.newPassword')} type="password" autoComplete="new-password" hint={t('visitor.passwordHint')} error={formState.errors.next}
        registration={register('next', { required: t('form.required'), minLength: { value: MIN_PASSWORD_LENGTH, message: t('visitor.passwordTooShort') } })}
      />
      <Outcome outcome={outcome} />
      <button type="submit" className="fs-button" disabled={formState.isSubmitting}>{t('visitor.save')}</button>
    </form>
  );
}

/** Spec §2 user settings: change name, e-mail and password; anonymous visitors go to the login URL. */
export default function SettingsPage({ parcelProps }: { parcelProps: ParcelProps }) {
  const { t } = useLocaleT('shell');
  const details = useSignedIn(parcelProps);
  if (!details) return <PageHeaderSkeleton />;
  return (
    <section className="sh-user sh-user--settings" aria-labelledby="sh-settings-title">
      <h1 id="sh-settings-title" className="sh-page-title">{t('user.settings')}</h1>
      <ProfileForm details={details} parcelProps={parcelProps} />
      <PasswordForm parcelProps={parcelProps} />
    </section>
  );
}
