// The checkout.
import type { FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../kernel/hooks';
import { __ } from '../../../i18n';
import { AttributionInputs } from '../../attribution';
import { EmptyCart, FormNonce, PurchaseSummary, selectCartPage } from '../../cart';
import { paths } from '../../route';
import { selectCheckout, selectEmailRequired } from '../selectors';
import { orderPlacementRequested } from '../slice';
import { KnownDetails } from './KnownDetails';
import { OrderErrorSummary } from './OrderErrorSummary';
import { OnlinePaymentButton } from './OnlinePaymentButton';
import { PaymentMethods } from './PaymentMethods';
import { RegionPickers } from './RegionPickers';
import { TextField } from './TextField';
import '../../cart/cart.css';
import '../checkout.css';

function AddressFields() {
  const emailRequired = useAppSelector(selectEmailRequired);
  return (
    <fieldset className="checkout-section checkout-address">
      <legend className="checkout-section__title">{__('Billing and shipping details')}</legend>
      <p className="checkout-section__note">{__('Fields marked * are required.')}</p>
      <KnownDetails />
      <div className="checkout-address__grid">
        <TextField field="first_name" label={__('First name')} required autoComplete="given-name" />
        <TextField field="last_name" label={__('Last name')} required autoComplete="family-name" />
        <TextField
          field="phone"
          label={__('Mobile number')}
          hint={__('For example 09123456789')}
          required
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          ltr
        />
        <TextField
          field="email"
          label={__('Email address')}
          required={emailRequired}
          hint={emailRequired ? undefined : __('For the order confirmation; the mobile is enough.')}
          type="email"
          autoComplete="email"
          ltr
        />
        <RegionPickers />
        <TextField
          field="address_1"
          label={__('Street address')}
          hint={__('Street, alley, number and unit')}
          required
          autoComplete="street-address"
          multiline
        />
        <TextField
          field="postcode"
          label={__('Postal code')}
          hint={__('10 digits, without a dash')}
          required
          inputMode="numeric"
          autoComplete="postal-code"
          ltr
        />
        <TextField
          field="national_code"
          label={__('National code')}
          hint={__('10 digits; needed only for an official invoice')}
          inputMode="numeric"
          autoComplete="off"
          ltr
        />
      </div>
    </fieldset>
  );
}

/**
 * The checkout: the address for Iran, the payment method, the order summary, and the attribution
 * hidden inputs (always inside the form, even before the cart is known, as WooCommerce prints
 * them). Placing the order goes through the checkout saga.
 */
export function CheckoutPage() {
  const dispatch = useAppDispatch();
  const cart = useAppSelector(selectCartPage);
  const { status, paymentMethod } = useAppSelector(selectCheckout);
  const hasLines = cart.totals !== null && cart.lines.length > 0;
  const loading = cart.totals === null && cart.status !== 'failed';
  // The address fields are the same for every cart: drawn (by the server too) while the cart is
  // on its way, so the shopper can start typing; payment and the button wait for the cart.
  const showFields = hasLines || loading;
  const placing = status !== 'editing';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!placing) dispatch(orderPlacementRequested());
  };
  return (
    <div className="page page--checkout">
      <h1>{__('Checkout')}</h1>
      {cart.totals !== null && cart.lines.length === 0 && status === 'editing' && <EmptyCart />}
      {/* As WooCommerce orders its checkout: the details, then "your order" with the payment
          methods and the one button under it (beside the details on a wide screen), so on a
          phone the shopper reads what they buy before the button that buys it. */}
      <form
        className={showFields ? 'checkout-form checkout-layout' : 'checkout-form'}
        method="post"
        action={paths.checkout}
        aria-label={__('Checkout form')}
        noValidate
        onSubmit={submit}
        aria-busy={placing}
      >
        <FormNonce />
        <AttributionInputs />
        {showFields && (
          <div className="checkout-details">
            <OrderErrorSummary />
            <AddressFields />
            <div className="checkout-section">
              <TextField
                field="customer_note"
                label={__('Order notes')}
                hint={__('Notes about your order, e.g. special notes for delivery.')}
                multiline
              />
            </div>
          </div>
        )}
        {hasLines && (
          <div className="checkout-review">
            <PurchaseSummary />
            <PaymentMethods />
            <div className="checkout-actions">
              <button type="submit" className="button checkout-place-order" aria-disabled={placing}>
                {placing
                  ? __('Placing your order…')
                  : paymentMethod === 'persian_card'
                    ? __('Place order and pay online')
                    : __('Place order')}
              </button>
              {paymentMethod !== 'persian_card' && (
                <OnlinePaymentButton from="checkout" busy={placing} />
              )}
            </div>
          </div>
        )}
        {loading && (
          <p className="loading" aria-busy="true">
            {__('Loading your cart…')}
          </p>
        )}
      </form>
    </div>
  );
}
