import { useMemo, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { __ } from '../../../i18n';
import { RegionPickers } from '../../../ui/forms/RegionPickers';
import {
  selectAddressesStatus,
  selectForm,
  selectProvinces,
  selectRegionsStatus,
} from '../selectors';
import { accountReloadRequested, formSubmitted } from '../slice';
import { FormErrorSummary } from './FormErrorSummary';
import { SubmitButton, TextField, useAccountField } from './FormField';

type Kind = 'billing' | 'shipping';

function fieldLabel(name: string): string {
  switch (name) {
    case 'first_name':
      return __('First name');
    case 'last_name':
      return __('Last name');
    case 'company':
      return __('Company name');
    case 'state':
      return __('Province');
    case 'city':
      return __('City');
    case 'address_1':
      return __('Street address');
    case 'address_2':
      return __('Unit, floor');
    case 'postcode':
      return __('Postcode');
    case 'phone':
      return __('Mobile number');
    case 'email':
      return __('Email address');
    default:
      return __('Country');
  }
}

export function addressLabels(field: string): string {
  const [kind, name = ''] = field.split('.');
  const group = kind === 'billing' ? __('Billing address') : __('Shipping address');
  return `${group} – ${fieldLabel(name)}`;
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
        label={fieldLabel('first_name')}
        required
        autoComplete={`${autofill} given-name`}
      />
      <TextField
        form="addresses"
        field={field('last_name')}
        label={fieldLabel('last_name')}
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
        label={fieldLabel('address_1')}
        required
        autoComplete={`${autofill} address-line1`}
      />
      <TextField
        form="addresses"
        field={field('address_2')}
        label={fieldLabel('address_2')}
        autoComplete={`${autofill} address-line2`}
      />
      <TextField
        form="addresses"
        field={field('postcode')}
        label={fieldLabel('postcode')}
        required
        inputMode="numeric"
        dir="ltr"
        autoComplete={`${autofill} postal-code`}
        hint={__('10 digits, Persian or English.')}
      />
      <TextField
        form="addresses"
        field={field('phone')}
        label={fieldLabel('phone')}
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
          label={fieldLabel('email')}
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
      <FormErrorSummary form="addresses" labels={addressLabels} />
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
