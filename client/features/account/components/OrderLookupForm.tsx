// A guest finds an order with its number and the email or mobile it was placed with.
import type { FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../kernel/hooks';
import { __ } from '../../../i18n';
import { selectForm, selectLookupOrder } from '../selectors';
import { formSubmitted } from '../slice';
import { FormErrorSummary } from './FormErrorSummary';
import { SubmitButton, TextField } from './FormField';
import { OrderDetails } from './OrderDetails';

export const lookupLabels = (field: string): string =>
  field === 'order_number' ? __('Order number') : __('Email or mobile number');

/** A guest finds an order with its number and the email or mobile it was placed with. */
export function OrderLookupForm() {
  const dispatch = useAppDispatch();
  const { submitting } = useAppSelector((state) => selectForm(state, 'lookup'));
  const found = useAppSelector(selectLookupOrder);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(formSubmitted('lookup'));
  };
  return (
    <div className="account-lookup">
      <section className="account-panel" aria-labelledby="account-lookup-title">
        <h2 id="account-lookup-title">{__('Track an order')}</h2>
        <form onSubmit={submit} noValidate className="account-form">
          <p className="account-form__intro">
            {__(
              'Enter the order number from your receipt and the email or mobile number you gave at checkout.',
            )}
          </p>
          <FormErrorSummary form="lookup" labels={lookupLabels} />
          <TextField
            form="lookup"
            field="order_number"
            label={lookupLabels('order_number')}
            required
            inputMode="numeric"
            dir="ltr"
            autoComplete="off"
          />
          <TextField
            form="lookup"
            field="email_or_mobile"
            label={lookupLabels('email_or_mobile')}
            required
            dir="ltr"
            autoComplete="email"
          />
          <SubmitButton busy={submitting} busyText={__('Searching…')}>
            {__('Track')}
          </SubmitButton>
        </form>
      </section>
      {found && <OrderDetails order={found} />}
    </div>
  );
}
