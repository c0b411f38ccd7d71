// The checkout form's fields in the order the shopper meets them, and how the server's
// WooCommerce-shaped field errors name each of them.
import {
  CHECKOUT_ERROR_CODES,
  NATIONAL_CODE_FIELD,
  TRANSFER_REFERENCE_KEY,
  type CheckoutFieldError,
} from '../../../contracts/checkout';

/** The address fields the shop asks for (billing; shipping goes to the same address). */
export const ADDRESS_FIELDS = [
  'first_name',
  'last_name',
  'phone',
  'email',
  'state',
  'city',
  'address_1',
  'postcode',
] as const;

export type AddressField = (typeof ADDRESS_FIELDS)[number];

export type CheckoutField =
  AddressField | 'national_code' | 'customer_note' | 'payment_method' | 'transfer_reference';

/** Page order: the error summary lists problems in it, whatever order the server used. */
export const FIELD_ORDER: readonly CheckoutField[] = [
  ...ADDRESS_FIELDS,
  'national_code',
  'customer_note',
  'payment_method',
  'transfer_reference',
];

/** The element id of a field, which the error summary's links point at. */
export function fieldElementId(field: CheckoutField): string {
  return `checkout-${field.replace(/_/g, '-')}`;
}

function isAddressField(field: string): field is AddressField {
  return (ADDRESS_FIELDS as readonly string[]).includes(field);
}

/** Which form field a server field error belongs to; null when the form has no such field. */
export function formFieldOf(
  error: Pick<CheckoutFieldError, 'param' | 'field'>,
): CheckoutField | null {
  switch (error.param) {
    case 'billing_address':
    case 'shipping_address':
      // One address on the page serves both, so a shipping error points at the same field.
      return isAddressField(error.field) ? error.field : null;
    case 'additional_fields':
      return error.field === NATIONAL_CODE_FIELD ? 'national_code' : null;
    case 'payment_data':
      return error.field === TRANSFER_REFERENCE_KEY ? 'transfer_reference' : null;
    case 'payment_method':
      return 'payment_method';
    default:
      return null;
  }
}

export interface MappedErrors {
  /** Field -> the first message the server gave for it. */
  fields: Partial<Record<CheckoutField, string>>;
  /** Messages with no field on the page (still shown in the summary). */
  general: string[];
}

/** Sorts server field errors onto the page's fields; the first message per field wins. */
export function mapFieldErrors(errors: readonly CheckoutFieldError[]): MappedErrors {
  const mapped: MappedErrors = { fields: {}, general: [] };
  for (const error of errors) {
    const field = formFieldOf(error);
    if (field === null) {
      if (!mapped.general.includes(error.message)) mapped.general.push(error.message);
    } else if (mapped.fields[field] === undefined) {
      mapped.fields[field] = error.message;
    }
  }
  return mapped;
}

/** Error codes about the payment method choice itself, shown at the payment fieldset. */
export const PAYMENT_METHOD_CODES: readonly string[] = [
  CHECKOUT_ERROR_CODES.missingPaymentMethod,
  CHECKOUT_ERROR_CODES.paymentMethodDisabled,
];

/** Codes that mean the cart changed under the shopper: the cart is reloaded to show why. */
export const CART_CHANGED_CODES: readonly string[] = [
  CHECKOUT_ERROR_CODES.outOfStock,
  CHECKOUT_ERROR_CODES.partiallyOutOfStock,
  CHECKOUT_ERROR_CODES.notPurchasable,
  CHECKOUT_ERROR_CODES.couponErrors,
  CHECKOUT_ERROR_CODES.emptyCart,
];
