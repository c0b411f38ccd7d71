// From what the shopper typed to the Store API checkout request. Persian and Arabic-Indic digits
// become ASCII, the mobile loses its +98, the postcode its dash; a value that does not read as
// valid is still sent (digits made ASCII) so the server can say exactly what is wrong with it.
import {
  ADDRESS_COUNTRY,
  NATIONAL_CODE_FIELD,
  TRANSFER_REFERENCE_KEY,
  type PaymentMethodId,
  type StoreCheckoutRequest,
} from '../../../contracts/checkout';
import { emptyAddress } from '../../../contracts/account';
import { normaliseMobile, normalisePostcode, toAsciiDigits } from '../../../contracts/iranRules';
import type { StoreBillingAddress } from '../../../contracts/store';
import type { OrderAttributionExtension } from '../attribution';
import { ADDRESS_FIELDS, type AddressField } from './fields';

export interface CheckoutValues {
  address: Record<AddressField, string>;
  national_code: string;
  customer_note: string;
  transfer_reference: string;
}

/** The checkout's fields of the shared empty address (contracts/account.ts). */
function emptyCheckoutAddress(): Record<AddressField, string> {
  const empty = emptyAddress();
  return Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, empty[field]])) as Record<
    AddressField,
    string
  >;
}

export const emptyCheckoutValues = (): CheckoutValues => ({
  address: emptyCheckoutAddress(),
  national_code: '',
  customer_note: '',
  transfer_reference: '',
});

const digitsOnly = (text: string) => toAsciiDigits(text).replace(/[\s\-‐-―_.]/g, '');

export function buildCheckoutRequest(
  values: CheckoutValues,
  paymentMethod: PaymentMethodId,
  attribution: OrderAttributionExtension,
): StoreCheckoutRequest {
  const typed = values.address;
  const phone = normaliseMobile(typed.phone) ?? digitsOnly(typed.phone);
  // The fields the checkout does not ask for (company, address_2) stay as the empty address has them.
  const billing: StoreBillingAddress = {
    ...emptyAddress(),
    first_name: typed.first_name.trim(),
    last_name: typed.last_name.trim(),
    address_1: typed.address_1.trim(),
    city: typed.city,
    state: typed.state,
    postcode: normalisePostcode(typed.postcode) ?? digitsOnly(typed.postcode),
    country: ADDRESS_COUNTRY,
    phone,
    // Emails are Latin; a Persian digit in one is still a digit.
    email: toAsciiDigits(typed.email.trim()),
  };
  const { email: _email, ...shipping } = billing;
  const nationalCode = digitsOnly(values.national_code);
  const request: StoreCheckoutRequest = {
    billing_address: billing,
    shipping_address: shipping,
    customer_note: values.customer_note.trim(),
    payment_method: paymentMethod,
    extensions: attribution,
  };
  if (nationalCode !== '') request.additional_fields = { [NATIONAL_CODE_FIELD]: nationalCode };
  if (paymentMethod === 'bacs') {
    request.payment_data = [
      { key: TRANSFER_REFERENCE_KEY, value: digitsOnly(values.transfer_reference) },
    ];
  }
  return request;
}
