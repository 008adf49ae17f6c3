import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { href } from '@festival/shared/routes/route-table';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { safeNextPath } from './safe-next-path';
import { EMAIL_PATTERN } from '../forms/form-model';
import { logIn, refreshSession } from './account-api';
import { accountErrorKey } from './account-errors';
import { AccountField } from './account-field';
import '../forms/forms.css';
import { submitHandler } from '@festival/shared/forms/submit-handler';

interface LoginValues {
  email: string;
  password: string;
}

/** The login_url of /api/user-details/: e-mail and password, then the profile. */
export default function LoginPage({ parcelProps }: { parcelProps: ParcelProps }) {
  const { locale, navigate } = parcelProps;
  const { t } = useLocaleT('shell');
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<LoginValues>({ defaultValues: { email: '', password: '' } });

  const onSubmit = async ({ email, password }: LoginValues) => {
    setFailure(null);
    try {
      await logIn(email, password, locale);
      await refreshSession(locale);
      // After the edit login modal (spec §8) the editor goes back to the page it asked to edit.
      navigate(safeNextPath(parcelProps.query.next) ?? href('user-profile', {}, locale));
    } catch (error) {
      setFailure(t(accountErrorKey(error, 'visitor.wrongCredentials')));
    }
  };

  return (
    <section className="sh-user" aria-labelledby="sh-login-title">
      <h1 id="sh-login-title" className="sh-page-title">{t('visitor.loginTitle')}</h1>
      <form className="sh-form" noValidate onSubmit={submitHandler(handleSubmit(onSubmit))}>
        <AccountField
          id="login-email" label={t('visitor.email')} type="email" autoComplete="email" error={formState.errors.email}
          registration={register('email', { required: t('form.required'), pattern: { value: EMAIL_PATTERN, message: t('form.invalidEmail') } })}
        />
        <AccountField
          id="login-password" label={t('visitor.password')} type="password" autoComplete="current-password" error={formState.errors.password}
          registration={register('password', { required: t('form.required') })}
        />
        {failure && <p role="alert" className="sh-form__error">{failure}</p>}
        <button type="submit" className="fs-button" disabled={formState.isSubmitting}>{t('visitor.login')}</button>
      </form>
      <p className="sh-user__switch">
        <Link to="user-signup">{t('visitor.toSignup')}</Link>
      </p>
    </section>
  );
}
