import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { SignUpBody } from '@festival/shared/api-schemas/account';
import { MIN_PASSWORD_LENGTH } from '@festival/shared/validation/form-values';
import { href } from '@festival/shared/routes/route-table';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { EMAIL_PATTERN } from '../forms/form-model';
import { logIn, refreshSession, signUp } from './account-api';
import { accountErrorKey } from './account-errors';
import { AccountField } from './account-field';
import '../forms/forms.css';
import { submitHandler } from '@festival/shared/forms/submit-handler';

/**
 * A new visitor account, then signed in with it and on to the profile. The api answers sign-up the
 * same whether or not the address has an account (it does not tell who has one), so signing in is
 * what shows that the account is this visitor's.
 */
export default function SignUpPage({ parcelProps }: { parcelProps: ParcelProps }) {
  const { locale, navigate } = parcelProps;
  const { t } = useLocaleT('shell');
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<SignUpBody>({ defaultValues: { email: '', password: '', first_name: '', last_name: '' } });

  const onSubmit = async (values: SignUpBody) => {
    setFailure(null);
    try {
      await signUp(values, locale);
      await logIn(values.email, values.password, locale);
      await refreshSession(locale);
      navigate(href('user-profile', {}, locale));
    } catch (error) {
      setFailure(t(accountErrorKey(error, 'visitor.signUpNotSignedIn')));
    }
  };

  const required = { required: t('form.required') };
  return (
    <section className="sh-user" aria-labelledby="sh-signup-title">
      <h1 id="sh-signup-title" className="sh-page-title">{t('visitor.signupTitle')}</h1>
      <form className="sh-form" noValidate onSubmit={submitHandler(handleSubmit(onSubmit))}>
        <AccountField id="signup-first-name" label={t('visitor.firstName')} type="text" autoComplete="given-name" error={formState.errors.first_name} registration={register('first_name', required)} />
        <AccountField id="signup-last-name" label={t('visitor.lastName')} type="text" autoComplete="family-name" error={formState.errors.last_name} registration={register('last_name', required)} />
        <AccountField
          id="signup-email" label={t('visitor.email')} type="email" autoComplete="email" error={formState.errors.email}
          registration={register('email', { ...required, pattern: { value: EMAIL_PATTERN, message: t('form.invalidEmail') } })}
        />
        <AccountField
          id="signup-password" label={t('visitor.password')} type="password" autoComplete="new-password" hint={t('visitor.passwordHint')} error={formState.errors.password}
          registration={register('password', { ...required, minLength: { value: MIN_PASSWORD_LENGTH, message: t('visitor.passwordTooShort') } })}
        />
        {failure && <p role="alert" className="sh-form__error">{failure}</p>}
        <button type="submit" className="fs-button" disabled={formState.isSubmitting}>{t('visitor.signup')}</button>
      </form>
      <p className="sh-user__switch">
        <Link to="user-login">{t('visitor.toLogin')}</Link>
      </p>
    </section>
  );
}
