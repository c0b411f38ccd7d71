// My account's sign-in form: an email or a mobile number (Persian or English digits) and a
// password. A real form post with the nonce, so it works before the app has started too.
import type { FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../kernel/hooks';
import { __ } from '../../../i18n';
import { selectForm } from '../selectors';
import { formSubmitted } from '../slice';
import { FormNonce } from '../../cart';
import { paths } from '../../route';
import { FormErrorSummary } from './FormErrorSummary';
import { SubmitButton, TextField } from './FormField';

export const signInLabels = (field: string): string =>
  field === 'login' ? __('Email or mobile number') : __('Password');

export function SignInForm() {
  const dispatch = useAppDispatch();
  const { submitting } = useAppSelector((state) => selectForm(state, 'signIn'));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(formSubmitted('signIn'));
  };
  return (
    <section className="account-panel" aria-labelledby="account-sign-in-title">
      <h2 id="account-sign-in-title">{__('Sign in')}</h2>
      <form
        method="post"
        action={paths.myAccount}
        onSubmit={submit}
        noValidate
        className="account-form"
      >
        <FormNonce />
        <FormErrorSummary form="signIn" labels={signInLabels} />
        <TextField
          form="signIn"
          field="login"
          label={signInLabels('login')}
          required
          autoComplete="username"
          dir="ltr"
          hint={__('Persian or English digits both work, e.g. ۰۹۱۲۱۲۳۴۵۶۷.')}
        />
        <TextField
          form="signIn"
          field="password"
          label={signInLabels('password')}
          required
          type="password"
          autoComplete="current-password"
          dir="ltr"
        />
        <SubmitButton busy={submitting} busyText={__('Signing in…')}>
          {__('Sign in')}
        </SubmitButton>
      </form>
    </section>
  );
}
