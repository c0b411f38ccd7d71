// The sign-in form posted without JavaScript (issue 25, item 5), acted on by the server's renderer
// with the account's own saga and messages.
import type { UnknownAction } from '@reduxjs/toolkit';
import { fieldChanged, formSubmitted, type AccountState } from './slice';

const SIGN_IN_FIELDS = ['login', 'password'] as const;

export function signInPostActions(posted: Record<string, string>): UnknownAction[] {
  return [
    ...SIGN_IN_FIELDS.map((field) =>
      fieldChanged({ form: 'signIn', field, value: posted[field] ?? '' }),
    ),
    formSubmitted('signIn'),
  ];
}

export const signedInByPost = (state: { account: AccountState }): boolean =>
  state.account.session.customer !== null;

/** A refused sign-in page keeps the login typed, never the password. */
export const forgetPostedPassword = (): UnknownAction =>
  fieldChanged({ form: 'signIn', field: 'password', value: '' });
