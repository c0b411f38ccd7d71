// My account's addresses form: the billing address and an optional shipping address (left
// empty, the order ships to the billing one), with the province and city pickers.
import { useMemo, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../kernel/hooks';
import { __ } from '../../../i18n';
import { RegionPickers } from '../../../ui/forms/RegionPickers';
import {
  selectAddressesStatus,
  selectForm,
  selectProvinces,
  selectRegionsStatus,
} from '../selectors';
import { addressFieldLabel } from '../fields';
import { accountReloadRequested, formSubmitted } from '../slice';
import { FormErrorSummary } from './FormErrorSummary';
import { SubmitButton, TextField, useAccountField } from './FormField';

type Kind = 'billing' | 'shipping';

/** The summary names which address; each message already names its field. */
export function addressGroup(field: string): string {
  return field.startsWith('billing.') ? __('Billing address') : __('Shipping address');
}

/** A field's label, as the summary checks its message against. */
export function addressLabels(field: string): string {
  const [kind, name = ''] = field.split('.');
  return addressFieldLabel(name, kind === 'shipping' ? 'shipping' : 'billing');
}

function AddressFields({ kind }: { kind: Kind }) {
  const dispatch = useAppDispatch();
  const provinces = useAppSelector(selectProvinces);
  const regionsStatus = useAppSelector(selectRegionsStatus);
  const field = (name: string) => `${kind}.${name}`;
  const state = useAccountField('addresses', field('state'));
  const city = useAccountField('addresses', field('city'));
  const cities = useMemo(
    () => provinces.find((province) => province.code === state.value)?.cities ?? [],
    [provinces, state.value],
  );
  const autofill = kind === 'billing' ? 'billing' : 'shipping';
  return (
    <fieldset className="account-fieldset">
      <legend>{kind === 'billing' ? __('Billing address') : __('Shipping address')}</legend>
      {kind === 'shipping' && (
        <p className="account-form__intro">
          {__('Optional: leave it empty to ship to the billing address.')}
        </p>
      )}
      <TextField
        form="addresses"
        field={field('first_name')}
        label={addressFieldLabel('first_name', kind)}
        required
        autoComplete={`${autofill} given-name`}
      />
      <TextField
        form="addresses"
        field={field('last_name')}
        label={addressFieldLabel('last_name', kind)}
        required
        autoComplete={`${autofill} family-name`}
      />
      <RegionPickers
        province={state}
        city={city}
        provinces={provinces}
        cities={cities}
        status={regionsStatus}
        autoCompleteSection={autofill}
        onChange={(name, value) => (name === 'state' ? state : city).onChange(value)}
        onRetry={() => dispatch(accountReloadRequested())}
      />
      <TextField
        form="addresses"
        field={field('address_1')}
        label={addressFieldLabel('address_1', kind)}
        required
        autoComplete={`${autofill} address-line1`}
      />
      <TextField
        form="addresses"
        field={field('address_2')}
        label={addressFieldLabel('address_2', kind)}
        autoComplete={`${autofill} address-line2`}
      />
      <TextField
        form="addresses"
        field={field('postcode')}
        label={addressFieldLabel('postcode', kind)}
        required
        inputMode="numeric"
        dir="ltr"
        autoComplete={`${autofill} postal-code`}
        hint={__('10 digits, Persian or English.')}
      />
      <TextField
        form="addresses"
        field={field('phone')}
        label={addressFieldLabel('phone', kind)}
        required={kind === 'billing'}
        type="tel"
        inputMode="tel"
        dir="ltr"
        autoComplete={`${autofill} tel`}
      />
      {kind === 'billing' && (
        <TextField
          form="addresses"
          field={field('email')}
          label={addressFieldLabel('email', kind)}
          type="email"
          inputMode="email"
          dir="ltr"
          autoComplete={`${autofill} email`}
        />
      )}
    </fieldset>
  );
}

export function AddressesForm() {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectAddressesStatus);
  const { submitting } = useAppSelector((state) => selectForm(state, 'addresses'));
  if (status.status === 'idle' || status.status === 'loading') {
    return (
      <p className="loading" aria-busy="true">
        {__('Loading your addresses…')}
      </p>
    );
  }
  if (status.status === 'failed') {
    return (
      <div className="load-failure" role="alert">
        <p>{status.error}</p>
        <button type="button" className="button" onClick={() => dispatch(accountReloadRequested())}>
          {__('Try again')}
        </button>
      </div>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(formSubmitted('addresses'));
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="account-form account-form--addresses"
      aria-labelledby="account-addresses-title"
    >
      <h2 id="account-addresses-title">{__('Addresses')}</h2>
      <p className="account-form__intro">{__('The checkout fills these in for you.')}</p>
      <FormErrorSummary form="addresses" labels={addressLabels} groups={addressGroup} />
      <div className="account-fieldsets">
        <AddressFields kind="billing" />
        <AddressFields kind="shipping" />
      </div>
      <SubmitButton busy={submitting} busyText={__('Saving…')}>
        {__('Save addresses')}
      </SubmitButton>
    </form>
  );
}
