// My account's registration form: a name, an email or a mobile number or both (either one
// signs in later) and a password of at least PASSWORD_MIN characters.
import type { FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../kernel/hooks';
import { __, sprintf } from '../../../i18n';
import { toPersianDigits } from '../../../ui/digits';
import { PASSWORD_MIN } from '../fields';
import { selectForm } from '../selectors';
import { formSubmitted } from '../slice';
import { FormErrorSummary } from './FormErrorSummary';
import { SubmitButton, TextField } from './FormField';

export function registerLabels(field: string): string {
  switch (field) {
    case 'first_name':
      return __('First name');
    case 'last_name':
      return __('Last name');
    case 'email':
      return __('Email address');
    case 'mobile':
      return __('Mobile number');
    default:
      return __('Password');
  }
}

export function RegisterForm() {
  const dispatch = useAppDispatch();
  const { submitting } = useAppSelector((state) => selectForm(state, 'register'));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(formSubmitted('register'));
  };
  return (
    <section className="account-panel" aria-labelledby="account-register-title">
      <h2 id="account-register-title">{__('Register')}</h2>
      <form onSubmit={submit} noValidate className="account-form">
        <FormErrorSummary form="register" labels={registerLabels} />
        <p className="account-form__intro">
          {__('An email, a mobile number or both: you sign in with either.')}
        </p>
        <TextField
          form="register"
          field="first_name"
          label={registerLabels('first_name')}
          autoComplete="given-name"
        />
        <TextField
          form="register"
          field="last_name"
          label={registerLabels('last_name')}
          autoComplete="family-name"
        />
        <TextField
          form="register"
          field="mobile"
          label={registerLabels('mobile')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
        />
        <TextField
          form="register"
          field="email"
          label={registerLabels('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          dir="ltr"
        />
        <TextField
          form="register"
          field="password"
          label={registerLabels('password')}
          required
          type="password"
          autoComplete="new-password"
          dir="ltr"
          /* translators: %s: the least number of characters */
          hint={sprintf(__('At least %s characters.'), toPersianDigits(PASSWORD_MIN))}
        />
        <SubmitButton busy={submitting} busyText={__('Creating your account…')}>
          {__('Register')}
        </SubmitButton>
      </form>
    </section>
  );
}
